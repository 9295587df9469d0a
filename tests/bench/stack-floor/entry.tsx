import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/**
 * The smallest page the console's stack can hydrate (tests/bench/stack-floor.ts): React 19,
 * React Router's data router, an MUI theme with CSS variables and a dark scheme, the baseline
 * styles, a button and a text field. Nothing of the console.
 */
const theme = createTheme({ cssVariables: true, colorSchemes: { dark: true } });
const router = createBrowserRouter([
  {
    path: '/',
    Component: () => (
      <>
        <Button>Sign in</Button>
        <TextField label="Username" />
      </>
    ),
  },
]);
hydrateRoot(
  document,
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <RouterProvider router={router} />
  </ThemeProvider>,
);
