import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ResponseScaleTemplate } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../../../components/ui/row-actions.tsx';

/** A template with its ranges, whether the project rates with it or grades with it, and its edit and delete buttons. */
export function TemplateCard({ template, onEdit, onDelete }: { template: ResponseScaleTemplate; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  // The server refuses these deletes (409, docs/product.md §3.3): the button is off and says why.
  const keptBecause = template.is_final_score_scale ? t('responseScales.keptFinalScore') : template.is_rating_default ? t('responseScales.keptRating') : null;
  return (
    <Card variant="outlined" data-testid={`template-${template.id}`} sx={{ height: '100%' }}>
      <CardHeader
        title={template.name}
        slotProps={{ title: { variant: 'h6', component: 'h3', sx: { overflowWrap: 'anywhere' } } }}
        subheader={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {template.is_rating_default && (
              <Chip size="small" color="primary" label={t('responseScales.ratingDefault')} data-testid={`template-${template.id}-rating`} />
            )}
            {template.is_final_score_scale && (
              <Chip size="small" color="secondary" label={t('responseScales.finalScoreScale')} data-testid={`template-${template.id}-final`} />
            )}
          </Box>
        }
        action={
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <Tooltip title={t('common.edit')}>
              <IconButton aria-label={`${t('common.edit')}: ${template.name}`} onClick={onEdit} data-testid={`template-${template.id}-edit`}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <TooltipIconButton
              title={keptBecause ?? t('common.delete')}
              color="error"
              ariaLabel={`${t('common.delete')}: ${template.name}`}
              onClick={onDelete}
              disabled={keptBecause !== null}
              icon={<DeleteOutlined fontSize="small" />}
              testId={`template-${template.id}-delete`}
            />
          </Box>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {keptBecause && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid={`template-${template.id}-kept`}>
            {keptBecause}
          </Typography>
        )}
        {template.scales.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('responseScales.noRanges')}
          </Typography>
        ) : (
          <Table size="small" aria-label={template.name}>
            <TableHead>
              <TableRow>
                <TableCell>{t('responseScales.fields.range')}</TableCell>
                <TableCell>{t('responseScales.fields.response')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {template.scales.map((scale) => (
                <TableRow key={scale.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>{scale.min === scale.max ? scale.min : `${scale.min} – ${scale.max}`}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{scale.response}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
