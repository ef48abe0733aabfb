import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';

/** Sets (or, with null, removes) one query parameter, keeping the others, without a new history entry. */
export function useSetSearchParam(): (key: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return (key, value) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === null) updated.delete(key);
        else updated.set(key, value);
        return updated;
      },
      { replace: true },
    );
}

/** The tab kept in the URL (?tab=): the first of `keys` when there is none or an unknown one; the first is not written. */
export function useUrlTab<K extends string>(keys: readonly K[]): [K, (next: K) => void] {
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const requested = params.get('tab');
  const tab = keys.find((key) => key === requested) ?? keys[0]!;
  return [tab, (next) => setParam('tab', next === keys[0] ? null : next)];
}

export interface UrlTabsProps<K extends string> {
  tabs: ReadonlyArray<{ key: K; label: string }>;
  value: K;
  onChange: (next: K) => void;
  /** Test id of each tab: `<testId>-<key>`. */
  testId: string;
  sx?: SxProps<Theme>;
}

/** The scrollable tab bar of a screen whose tab is kept in the URL (see useUrlTab). */
export function UrlTabs<K extends string>({ tabs, value, onChange, testId, sx }: UrlTabsProps<K>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: K) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={[{ borderBottom: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => (
        <Tab key={tab.key} value={tab.key} label={tab.label} data-testid={`${testId}-${tab.key}`} />
      ))}
    </Tabs>
  );
}
