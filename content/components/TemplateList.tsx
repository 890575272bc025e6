import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface TemplateEntry {
  /** Last part of the dictionary key `templates.<id>`. */
  id: string;
  /** Used when the dictionary has no label for this template. */
  fallback: string;
  description: string;
}

const templates: TemplateEntry[] = [
  {
    id: 'marketing',
    fallback: 'Marketing page',
    description: 'A landing page with a hero section, feature highlights, testimonials and a footer.',
  },
  {
    id: 'blog',
    fallback: 'Blog',
    description: 'An article index with featured posts, a sidebar of archives and a reading layout.',
  },
  {
    id: 'checkout',
    fallback: 'Checkout',
    description: 'A multi-step purchase flow covering shipping address, payment and order review.',
  },
  {
    id: 'dashboard',
    fallback: 'Dashboard',
    description: 'An admin shell with a side menu, summary cards, a chart area and a data table.',
  },
  {
    id: 'pricing',
    fallback: 'Pricing',
    description: 'Three plan cards side by side with a feature list and a call to action each.',
  },
  {
    id: 'sign-in',
    fallback: 'Sign-in',
    description: 'A centered sign-in form with email, password and a remember-me option.',
  },
  {
    id: 'sign-in-side',
    fallback: 'Sign-in side',
    description: 'A sign-in form paired with a large image that fills the other half of the screen.',
  },
  {
    id: 'sign-up',
    fallback: 'Sign-up',
    description: 'A registration form with name fields, password rules and a terms checkbox.',
  },
  {
    id: 'sticky-footer',
    fallback: 'Sticky footer',
    description: 'A minimal page whose footer stays at the bottom even when the content is short.',
  },
];

export default function TemplateList({ t }: { t: (key: string) => string | null }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {templates.map((template) => (
        <Box component="li" key={template.id} sx={{ display: 'flex' }}>
          <Card variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                {t(`templates.${template.id}`) ?? template.fallback}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {template.description}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
