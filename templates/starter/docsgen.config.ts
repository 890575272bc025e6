import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'My Library',
  products: [
    {
      // Pages under content/material-ui/ belong to this product: docsgen picks a page's product
      // from the first segment of its route.
      id: 'material-ui',
      name: 'My Library',
      category: 'core',
      manifest: 'content/material-ui/pages.json',
      versions: [{ text: 'v0.1.0', current: true }],
    },
  ],
  // The links shown on pages outside the product (the 404 page, /versions/).
  defaultNav: [{ pathname: '/versions', title: 'Versions' }],
});
