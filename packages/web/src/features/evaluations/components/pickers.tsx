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
 * The department tree picker and the employee picker of the users screens. Features do not import
 * each other (ARCHITECTURE.md, the web app), so the page composes them and hands them over here.
 */
export interface EvaluationPickers {
  /** Any department of the tree (loads the tree itself). */
  Department: ComponentType<PickerProps>;
  /** An active employee of the project, by name or number (loads the options itself). */
  Employee: ComponentType<PickerProps>;
}

const Pickers = createContext<EvaluationPickers | null>(null);

export function EvaluationPickersProvider({ pickers, children }: { pickers: EvaluationPickers; children: ReactNode }) {
  return <Pickers.Provider value={pickers}>{children}</Pickers.Provider>;
}

export function usePickers(): EvaluationPickers {
  const pickers = useContext(Pickers);
  if (!pickers) throw new Error('The evaluation screens need the pickers of the page (EvaluationPickersProvider).');
  return pickers;
}
