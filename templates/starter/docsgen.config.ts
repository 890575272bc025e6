import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'My Library',
  products: [
    {
      // A product's id is the first segment of its pages' URLs: the pages in content/my-library/
      // (/my-library/…) get this product's side navigation, version menu and header. Rename the
      // folder and the id together; add products beside it the same way.
      id: 'my-library',
      name: 'My Library',
      category: 'library',
      logo: 'content/logo.svg',
      manifest: 'content/my-library/pages.json',
      versions: [{ text: 'v0.1.0', current: true }],
    },
  ],
  // The links shown on pages outside the product (the home page, the 404 page, /versions/).
  defaultNav: [{ pathname: '/versions', title: 'Versions' }],
});
