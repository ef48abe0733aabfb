import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What the department picker takes. */
export interface PickerProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  testId: string;
  placeholder?: string;
  size?: 'small' | 'medium';
}

/**
 * The department tree and employee pickers of the users screens. Features do not import each other (ARCHITECTURE.md,
 * the web app), so the page composes it and hands it over here.
 */
export interface PerformancePickers {
  /** Any department of the tree (loads the tree itself). */
  Department: ComponentType<PickerProps>;
  /** Any active employee (loads the options itself): a manager whose direct reports to show. */
  Employee: ComponentType<PickerProps>;
}

const Pickers = createContext<PerformancePickers | null>(null);

export function PerformancePickersProvider({ pickers, children }: { pickers: PerformancePickers; children: ReactNode }) {
  return <Pickers.Provider value={pickers}>{children}</Pickers.Provider>;
}

export function usePerformancePickers(): PerformancePickers {
  const pickers = useContext(Pickers);
  if (!pickers) throw new Error('The performance panel needs the pickers of the page (PerformancePickersProvider).');
  return pickers;
}
