import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';

const INITIAL_TAGS = ['react', 'typescript', 'accessibility', 'design-system'];

export default function ClickableDeletableChips() {
  const [tags, setTags] = React.useState(INITIAL_TAGS);

  const removeTag = (tag) => {
    setTags((current) => current.filter((item) => item !== tag));
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {tags.map((tag) => (
          <Chip key={tag} label={tag} onDelete={() => removeTag(tag)} />
        ))}
        {tags.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No tags left.
          </Typography>
        ) : null}
      </Stack>
      <Chip
        icon={<RestartAltIcon />}
        label="Restore tags"
        variant="outlined"
        color="primary"
        onClick={() => setTags(INITIAL_TAGS)}
      />
    </Stack>
  );
}
