import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '$0', detail: 'For personal projects' },
  { name: 'Team', price: '$12', detail: 'Per member, per month' },
];

export default function OutlinedCard() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {plans.map((plan) => (
        <Card key={plan.name} variant="outlined" sx={{ width: 200 }}>
          <CardActionArea>
            <CardContent>
              <Typography variant="subtitle2" component="p">
                {plan.name}
              </Typography>
              <Typography variant="h4" component="p">
                {plan.price}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {plan.detail}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
