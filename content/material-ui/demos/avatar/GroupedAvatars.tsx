import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';

const team = [
  { id: 1, name: 'Nadia Okafor', initials: 'NO', color: 'primary.main' },
  { id: 2, name: 'Luis Ferreira', initials: 'LF', color: 'secondary.main' },
  { id: 3, name: 'Mei Tanaka', initials: 'MT', color: 'success.dark' },
  { id: 4, name: 'Jonas Berg', initials: 'JB', color: 'error.dark' },
  { id: 5, name: 'Priya Raman', initials: 'PR', color: 'info.dark' },
  { id: 6, name: 'Omar Haddad', initials: 'OH', color: 'secondary.dark' },
];

export default function GroupedAvatars() {
  return (
    <AvatarGroup
      max={4}
      role="group"
      aria-label="Project team"
      slotProps={{ surplus: { sx: { bgcolor: 'grey.700', color: 'common.white' } } }}
    >
      {team.map((member) => (
        <Avatar key={member.id} title={member.name} sx={{ bgcolor: member.color }}>
          {member.initials}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
