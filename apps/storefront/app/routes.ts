import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// SPEC §2 "Routes": pages are added here as their issues land.
export default [
  layout('layouts/DefaultLayout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('pwa.html', 'routes/home.tsx', { id: 'home-pwa' }),
  ]),
] satisfies RouteConfig;
