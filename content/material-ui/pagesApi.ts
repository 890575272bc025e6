import type { NavPage } from './pages.ts';

// API reference pages, kept in their own file like MUI's generated `pagesApi.js`.
const pagesApi: NavPage[] = [
  { pathname: '/material-ui/api/alert', title: 'Alert' },
  { pathname: '/material-ui/api/button' },
  { pathname: '/material-ui/api/chip' },
  { pathname: '/material-ui/api/text-field' },
];

export default pagesApi;
