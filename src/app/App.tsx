// App.tsx — the layers of docs/client.md#routes: theme layer around the auth layer around the routes.
import { BrowserRouter } from 'react-router';
import { AuthLayer } from './layouts/AuthLayer';
import { ThemeLayer } from './layouts/ThemeLayer';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeLayer>
      <AuthLayer>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthLayer>
    </ThemeLayer>
  );
}
