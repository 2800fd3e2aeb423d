import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { createRouter } from './router.tsx';

const router = createRouter();

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
