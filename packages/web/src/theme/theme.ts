import { createTheme } from '@mui/material/styles';
import { BUTTON_HEIGHT } from './constants.ts';

const bodyFont = '"Nunito", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const headingFont = '"Lora", Georgia, "Times New Roman", serif';

// Only the weights loaded in fonts.css: Nunito 400/600/700, Lora 500/700.
const heading = (fontSize: string, fontWeight: 500 | 700) => ({ fontFamily: headingFont, fontWeight, fontSize, lineHeight: 1.25 });

/**
 * The colours of docs/product.md §10.1 fill surfaces as given. Where a colour is text on a light or
 * tinted surface (outlined and text buttons, selected tabs and menu items, field errors), it is a
 * darker shade of the same hue, so that it keeps the 4.5:1 contrast of WCAG AA (§10.1); the text on
 * a filled surface is white or black, whichever reaches 4.5:1 (contrastThreshold).
 */
const COLOR_MAIN = { primary: '#3778b8', success: '#00cc00', error: '#ff3333', warning: '#ffcc00', info: '#2196f3' } as const;
const TEXT = { primary: '#2f6aa3', success: '#007a00', error: '#c62828', warning: '#7a5f00', info: '#1565c0' } as const;
const PRIMARY_TEXT = TEXT.primary;
const ERROR_TEXT = TEXT.error;
const COLORS = Object.keys(TEXT) as (keyof typeof TEXT)[];
/** Outlined chips, and outlined and text buttons, of a colour write their label in its text shade. */
const textShades = <V extends 'outlined' | 'text'>(variants: readonly V[]) =>
  variants.flatMap((variant) => COLORS.map((color) => ({ props: { variant, color }, style: { color: TEXT[color] } })));
/**
 * Filled buttons of the light colours carry black text (contrastThreshold), which the dark text shade
 * would not carry on hover: they keep their colour on hover (the raised shadow shows it).
 */
const LIGHT_FILLS = ['success', 'error', 'warning', 'info'] as const;
const containedHovers = LIGHT_FILLS.map((color) => ({
  props: { variant: 'contained' as const, color },
  style: { '&:hover': { backgroundColor: COLOR_MAIN[color] } },
}));

export const theme = createTheme({
  palette: {
    contrastThreshold: 4.5,
    primary: { main: COLOR_MAIN.primary, dark: TEXT.primary },
    secondary: { main: '#446584' },
    success: { main: COLOR_MAIN.success, dark: TEXT.success },
    error: { main: COLOR_MAIN.error, dark: TEXT.error },
    warning: { main: COLOR_MAIN.warning, dark: TEXT.warning },
    info: { main: COLOR_MAIN.info, dark: TEXT.info },
    background: { default: '#f5f7fa' },
  },
  typography: {
    fontFamily: bodyFont,
    fontWeightLight: 400,
    fontWeightRegular: 400,
    fontWeightMedium: 600,
    fontWeightBold: 700,
    h1: heading('2.5rem', 700),
    h2: heading('2.125rem', 700),
    h3: heading('1.75rem', 700),
    h4: heading('1.5rem', 700),
    h5: heading('1.25rem', 500),
    h6: heading('1.125rem', 500),
    button: { fontWeight: 700, textTransform: 'none' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // react-toastify reads its look from these variables: theme font and colours, below the top bar.
        ':root': {
          '--toastify-font-family': bodyFont,
          '--toastify-toast-top': '72px',
          '--toastify-color-success': '#00cc00',
          '--toastify-color-error': '#ff3333',
          '--toastify-color-warning': '#ffcc00',
          '--toastify-color-info': '#2196f3',
        },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: {
          height: BUTTON_HEIGHT,
          variants: [...textShades(['outlined', 'text']), ...containedHovers],
        },
      },
    },
    MuiChip: {
      styleOverrides: { root: { variants: textShades(['outlined']) } },
    },
    MuiTab: {
      styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_TEXT } } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_TEXT } } },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-error': { color: ERROR_TEXT } } },
    },
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-error': { color: ERROR_TEXT } } },
    },
    MuiDialog: {
      styleOverrides: {
        paper: {
          minWidth: 500,
          '@media (max-width: 600px)': { minWidth: 0, width: '95%', maxWidth: '95%', margin: 0 },
        },
      },
    },
  },
});
