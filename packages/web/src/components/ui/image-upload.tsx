import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/error-message.ts';

/** The images the server accepts for logos and avatars (it refuses SVG and everything else). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest logo or avatar the server accepts (it answers 413 above). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageProblem = 'type' | 'size';

/** Checks a chosen file before it is sent: PNG, JPEG or WebP, at most 2 MB. */
export function checkImage(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

export interface ImageUploadLabels {
  /** Button that opens the file chooser. */
  choose: string;
  /** Button that sends the chosen file. */
  upload: string;
  remove: string;
  /** "PNG, JPEG or WebP, at most 2 MB". */
  hint: string;
  /** A file over 2 MB was chosen (or the server answered 413). */
  tooLarge: string;
  /** Alt text of the preview of the chosen file. */
  preview: string;
}

export interface ImageUploadProps {
  /** The saved image, or null. */
  imageUrl: string | null;
  alt: string;
  /** A logo is shown in a rounded square, an avatar in a circle. */
  shape: 'square' | 'circle';
  /** Shown instead of an image while there is none (initials, an icon). */
  placeholder?: ReactNode;
  /** Sends the file; a rejection is shown under the image (field error, 413, other detail). */
  onUpload: (file: File) => Promise<unknown>;
  /** Removes the saved image; a rejection is shown under the image. */
  onRemove: () => Promise<unknown>;
  labels: ImageUploadLabels;
  /** Prefix of the data-testids: <prefix>-image, -input, -choose, -upload, -cancel, -remove, -error. */
  testId: string;
  disabled?: boolean;
}

/**
 * Choose, check, preview, upload and remove one image (company logo, avatar). The type and size
 * are checked before anything is sent; the chosen file is previewed until it is uploaded or
 * dropped; the server's refusal (field error or 413) is shown under the image.
 */
export function ImageUpload({ imageUrl, alt, shape, placeholder, onUpload, onRemove, labels, testId, disabled = false }: ImageUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const choose = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      setChosen(null);
      setError(problem === 'type' ? t('validation.imageType') : labels.tooLarge);
      return;
    }
    setError(null);
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
      setChosen(null);
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 413 ? labels.tooLarge : errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const shown = chosen?.url ?? imageUrl;
  const size = shape === 'circle' ? 120 : 140;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2.5 }}>
      <Avatar
        src={shown ?? undefined}
        alt={chosen ? labels.preview : alt}
        variant={shape === 'circle' ? 'circular' : 'rounded'}
        data-testid={`${testId}-image`}
        data-preview={chosen ? 'true' : 'false'}
        sx={{
          width: size,
          height: size,
          fontSize: 40,
          bgcolor: shown ? 'background.paper' : 'secondary.main',
          border: 1,
          borderColor: 'divider',
          '& img': { objectFit: shape === 'circle' ? 'cover' : 'contain' },
        }}
      >
        {placeholder}
      </Avatar>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          disabled={disabled || busy !== null}
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid={`${testId}-input`}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {chosen ? (
            <>
              <Button
                variant="contained"
                startIcon={busy === 'upload' ? <CircularProgress size={18} color="inherit" /> : <CloudUpload />}
                disabled={disabled || busy !== null}
                onClick={() => void run('upload', () => onUpload(chosen.file))}
                data-testid={`${testId}-upload`}
              >
                {labels.upload}
              </Button>
              <Button disabled={busy !== null} onClick={() => setChosen(null)} data-testid={`${testId}-cancel`}>
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                component="label"
                htmlFor={inputId}
                variant="outlined"
                startIcon={<CloudUpload />}
                disabled={disabled || busy !== null}
                data-testid={`${testId}-choose`}
              >
                {labels.choose}
              </Button>
              {imageUrl && (
                <Button
                  color="error"
                  startIcon={busy === 'remove' ? <CircularProgress size={18} color="inherit" /> : <DeleteOutline />}
                  disabled={disabled || busy !== null}
                  onClick={() => void run('remove', onRemove)}
                  data-testid={`${testId}-remove`}
                >
                  {labels.remove}
                </Button>
              )}
            </>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {labels.hint}
        </Typography>
        {error && (
          <Alert severity="error" data-testid={`${testId}-error`} sx={{ py: 0 }}>
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
