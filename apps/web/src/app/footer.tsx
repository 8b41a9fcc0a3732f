import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import { Box, Container, IconButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { WingLogo } from '../components/wing-logo';
import { FooterNewsletter } from '../features/newsletter/components/footer-newsletter';
import { appConfig } from '../lib/app-config';

const FOOTER_LINKS = [
  { label: 'Contact', to: '/contact' },
  { label: 'Imprint', to: '/imprint' },
  { label: 'Downloads', to: '/downloads' },
];

const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
];

const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#082c43', color: 'rgba(255, 255, 255, 0.85)', mt: 'auto' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 5 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          gap: 3,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            color: '#ffffff',
            mr: { md: 'auto' },
          }}
        >
          <WingLogo size={44} />
          <Typography sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '0.04em' }}>
            {appConfig.brand}
          </Typography>
        </Box>
        <Box component="nav" aria-label="Footer">
          <Box component="ul" sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0 }}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Typography
                  component={RouterLink}
                  to={link.to}
                  sx={{
                    color: 'inherit',
                    fontWeight: 600,
                    textDecoration: 'none',
                    '&:hover': { color: '#ffffff', textDecoration: 'underline' },
                  }}
                >
                  {link.label}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {SOCIAL_LINKS.map(({ label, href, Icon }) => (
            <IconButton
              key={label}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              sx={{
                color: 'inherit',
                border: '1px solid rgba(255, 255, 255, 0.3)',
                '&:hover': { color: '#ffffff' },
              }}
            >
              <Icon />
            </IconButton>
          ))}
        </Box>
      </Container>
      <Container maxWidth="lg" sx={{ pb: { xs: 3, md: 4 } }}>
        <FooterNewsletter />
      </Container>
      <Box sx={{ borderTop: '1px solid rgba(255, 255, 255, 0.12)' }}>
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.7)' }}>
            © {YEAR} {appConfig.brand}. All rights reserved.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
