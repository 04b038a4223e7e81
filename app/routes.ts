import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('pagina/:slug', 'routes/site-page.tsx'),
  route('categoria/:slug', 'routes/category.tsx'),
  route('inscricao/:acao', 'routes/subscription.tsx'),
  route('previa', 'routes/preview.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
