import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ResultParty } from '@performa/contracts/api/results';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useScoreFormat } from './format.tsx';

/** A colour per party (and the norm), told apart also by the legend's order and the table. */
export const PARTY_COLOURS: Record<ResultParty | 'norm', string> = {
  manager: '#3778b8',
  coworker: '#00897b',
  subworker: '#8e6cc0',
  self: '#e08a2c',
  others: '#5f6b7a',
  norm: '#a8a8a8',
};

export interface SkillChartLine {
  id: number;
  name: string;
  norm: number | null;
  parties: Partial<Record<ResultParty, number | null>>;
}

/**
 * One round's competencies as bars: each party's mean (docs/product.md §4.6) beside the norm. The
 * chart is a picture of the table that follows it (which screen readers read); to them it is one image named
 * by its caption (hidden, its focusable keyboard layer would be a focus stop screen readers cannot see).
 */
export function SkillChart({
  lines,
  parties,
  caption,
  testId,
}: {
  lines: readonly SkillChartLine[];
  parties: readonly ResultParty[];
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { score } = useScoreFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const captionId = useId();
  const keys = [...parties, 'norm'] as const;
  const dataset = lines.map((line) => ({
    name: line.name,
    norm: line.norm,
    ...Object.fromEntries(parties.map((party) => [party, line.parties[party] ?? null])),
  }));
  const top = Math.max(
    100,
    ...dataset.flatMap((row) => keys.map((key) => (row as Record<string, number | null | string>)[key])).filter((v): v is number => typeof v === 'number'),
  );
  const band = keys.length * 11 + 18;
  const height = Math.max(220, lines.length * band + 90);

  return (
    <Box component="figure" aria-labelledby={captionId} data-testid={testId} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={captionId} variant="body2" color="text.secondary">
        {caption}
      </Typography>
      <Box role="img" aria-labelledby={captionId} sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={height}
          layout="horizontal"
          dataset={dataset}
          yAxis={[
            {
              scaleType: 'band',
              dataKey: 'name',
              width: phone ? 96 : 170,
              tickLabelStyle: { fontSize: 12 },
              categoryGapRatio: 0.25,
              barGapRatio: 0.1,
            },
          ]}
          xAxis={[{ min: 0, max: Math.ceil(top / 10) * 10 }]}
          series={keys.map((key) => ({
            dataKey: key,
            label: key === 'norm' ? t('performance.skill.norm') : t(`performance.parties.${key}`),
            color: PARTY_COLOURS[key],
            valueFormatter: (value: number | null) => score(value),
          }))}
          grid={{ vertical: true }}
          margin={{ right: 16 }}
        />
      </Box>
    </Box>
  );
}
