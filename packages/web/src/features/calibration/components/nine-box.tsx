import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { BOX_LEVELS, type BoxLevel, type Calibration, type NineBoxCell } from '@performa/contracts/api/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../lib/initials.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { scoreText } from '../../../lib/numbers.ts';
import { levelsOf } from './format.ts';
import { MoveDialog, useCellText } from './move-dialog.tsx';
import { Section } from './section.tsx';

type NinePerson = Calibration['nine_box'][number]['people'][number];
const RANK: Record<BoxLevel, number> = { low: 0, medium: 1, high: 2 };
/** Rows from high results at the top to low at the bottom; columns from low behaviour on the left to high on the right. */
const ROWS = [...BOX_LEVELS].reverse();

/** A cell's tint: greener towards high results and behaviour, warmer towards low. */
function tint(theme: Theme, cell: NineBoxCell) {
  const [goal, skill] = levelsOf(cell);
  const rank = RANK[goal] + RANK[skill];
  const colour = rank >= 3 ? theme.palette.success.main : rank <= 1 ? theme.palette.warning.main : theme.palette.primary.main;
  return alpha(colour, rank === 2 ? 0.06 : 0.1);
}

/**
 * The 9-box (docs/product.md §5.7): goal overall (results) against skill overall (behaviour), low below 60,
 * medium 60 to below 80, high 80 and above; people moved by calibration are marked, and people the scores cannot place
 * (no goal or no skill overall) are listed under it with what they lack. Choosing a person offers
 * "move to another box" and "adjust score", both with a reason; both are closed while the round is released.
 */
export function NineBox({ calibration }: { calibration: Calibration }) {
  const { t } = useTranslation();
  const cellText = useCellText();
  const released = calibration.round.released_at !== null;
  const [menu, setMenu] = useState<{ anchor: HTMLElement; person: NinePerson; cell: NineBoxCell } | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'move' | 'adjust'; person: NinePerson; cell: NineBoxCell } | null>(null);
  const cellOf = (cell: NineBoxCell) => calibration.nine_box.find((c) => c.cell === cell) ?? { cell, count: 0, people: [] };
  const level = (value: BoxLevel) => t(`calibration.nineBox.levels.${value}`);

  return (
    <Section title={t('calibration.nineBox.title')} testId="calibration-nine-box">
      <Typography variant="body2" color="text.secondary">
        {t('calibration.nineBox.hint')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'auto repeat(3, minmax(0, 1fr))' },
          gap: 1,
          alignItems: 'stretch',
        }}
      >
        {ROWS.map((goal) => (
          <Box key={goal} sx={{ display: 'contents' }}>
            <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', justifyContent: 'flex-end', pr: 0.5 }}>
              <Typography variant="caption" color="text.secondary" sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
                {level(goal)}
              </Typography>
            </Box>
            {BOX_LEVELS.map((skill) => {
              const cell = `${goal}/${skill}` as NineBoxCell;
              const { count, people } = cellOf(cell);
              return (
                <Box
                  key={cell}
                  role="group"
                  aria-label={cellText(cell)}
                  data-testid={`nine-box-${cell}`}
                  sx={{ p: 1, minHeight: 96, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: (theme) => tint(theme, cell), minWidth: 0 }}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
                    <Typography variant="caption" sx={{ fontWeight: 600 }}>
                      {cellText(cell)}
                    </Typography>
                    <Typography variant="caption" sx={{ fontWeight: 700 }} data-testid={`nine-box-${cell}-count`}>
                      {count}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {people.length === 0 && (
                      <Typography variant="caption" color="text.secondary">
                        {t('calibration.nineBox.empty')}
                      </Typography>
                    )}
                    {people.map((person) => (
                      <Chip
                        key={person.id}
                        size="small"
                        variant={person.moved ? 'outlined' : 'filled'}
                        color={person.moved ? 'secondary' : 'default'}
                        avatar={
                          <Avatar src={person.image ?? undefined} sx={{ bgcolor: 'grey.200' }}>
                            {initials(person.full_name)}
                          </Avatar>
                        }
                        label={`${person.full_name} · ${scoreText(person.score)}`}
                        title={person.moved ? t('calibration.nineBox.moved') : undefined}
                        aria-haspopup="menu"
                        onClick={(event) => setMenu({ anchor: event.currentTarget, person, cell })}
                        sx={{ maxWidth: '100%', bgcolor: person.moved ? undefined : 'background.paper', borderStyle: person.moved ? 'dashed' : undefined }}
                        data-testid={`nine-person-${person.id}`}
                        data-moved={person.moved}
                      />
                    ))}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        {BOX_LEVELS.map((skill) => (
          <Typography key={skill} variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'center' }}>
            {level(skill)}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="caption" color="text.secondary">
          {`↑ ${t('calibration.nineBox.results')}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {`${t('calibration.nineBox.behaviour')} →`}
        </Typography>
      </Box>
      {calibration.unplaced.length > 0 && (
        <Box data-testid="nine-box-unplaced">
          <Typography variant="subtitle2" component="h3">
            {t('calibration.nineBox.unplaced', { count: calibration.unplaced.length })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('calibration.nineBox.unplacedHint')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
            {calibration.unplaced.map((person) => (
              <Chip
                key={person.id}
                size="small"
                variant="outlined"
                avatar={
                  <Avatar src={person.image ?? undefined} sx={{ bgcolor: 'grey.200' }}>
                    {initials(person.full_name)}
                  </Avatar>
                }
                label={`${person.full_name} · ${t(`calibration.nineBox.missing.${person.missing}`)}`}
                sx={{ maxWidth: '100%' }}
                data-testid={`nine-unplaced-${person.id}`}
              />
            ))}
          </Box>
        </Box>
      )}
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          disabled={released}
          onClick={() => {
            setDialog(menu && { kind: 'move', person: menu.person, cell: menu.cell });
            setMenu(null);
          }}
          data-testid="nine-person-move"
        >
          <ListItemText primary={t('calibration.nineBox.move')} />
        </MenuItem>
        <MenuItem
          disabled={released}
          onClick={() => {
            setDialog(menu && { kind: 'adjust', person: menu.person, cell: menu.cell });
            setMenu(null);
          }}
          data-testid="nine-person-adjust"
        >
          <ListItemText primary={t('calibration.nineBox.adjust')} />
        </MenuItem>
      </Menu>
      {dialog?.kind === 'move' && (
        <MoveDialog
          round={calibration.round.id}
          person={{ id: dialog.person.id, full_name: dialog.person.full_name, cell: dialog.cell, moved: dialog.person.moved }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'adjust' && (
        <AdjustDialog round={calibration.round.id} person={dialog.person} maxScore={calibration.max_calibrated_score} onClose={() => setDialog(null)} />
      )}
    </Section>
  );
}
