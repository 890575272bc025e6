import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Recipe
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          Lemon rice
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Fluffy basmati rice tossed with lemon juice, mustard seeds and roasted peanuts.
          Ready in 25 minutes.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">View recipe</Button>
        <Button size="small">Save</Button>
      </CardActions>
    </Card>
  );
}
