import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a picker of one record (a department, an employee) takes. */
export interface PickerProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  testId: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
}

/**
 * The department tree picker and the employee picker of the users screens, for the screens of the
 * other features (the evaluations, the performance panel, their filter bars). Features do not import
 * each other (ARCHITECTURE.md, the web app), so the page hands them over here
 * (app/routes/record-pickers.tsx).
 */
export interface RecordPickers {
  /** Any department of the tree (loads the tree itself). */
  Department: ComponentType<PickerProps>;
  /** An active employee of the project, by name or number (loads the options itself). */
  Employee: ComponentType<PickerProps>;
}

const Pickers = createContext<RecordPickers | null>(null);

export function RecordPickersProvider({ pickers, children }: { pickers: RecordPickers; children: ReactNode }) {
  return <Pickers.Provider value={pickers}>{children}</Pickers.Provider>;
}

export function useRecordPickers(): RecordPickers {
  const pickers = useContext(Pickers);
  if (!pickers) throw new Error('This screen needs the pickers of the page (RecordPickersProvider).');
  return pickers;
}
