import { createTheme } from '@mui/material/styles';
import { BUTTON_HEIGHT } from './constants.ts';

const bodyFont = '"Nunito", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const headingFont = '"Lora", Georgia, "Times New Roman", serif';

// Only the weights loaded in fonts.css: Nunito 400/600/700, Lora 500/700.
const heading = (fontSize: string, fontWeight: 500 | 700) => ({ fontFamily: headingFont, fontWeight, fontSize, lineHeight: 1.25 });

/** The theme of docs/product.md §10. */
export const theme = createTheme({
  palette: {
    primary: { main: '#3778b8' },
    secondary: { main: '#446584' },
    success: { main: '#00cc00' },
    error: { main: '#ff3333' },
    warning: { main: '#ffcc00' },
    info: { main: '#2196f3' },
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
      styleOverrides: { root: { height: BUTTON_HEIGHT } },
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
