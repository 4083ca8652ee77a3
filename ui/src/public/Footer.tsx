import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Logo } from './Logo';
import { companyLinks, contact, modules } from './siteLinks';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ color: 'common.white', fontWeight: 700, mb: 1 }}
      >
        {title}
      </Typography>
      <Stack spacing={0.75}>{children}</Stack>
    </Box>
  );
}

/** Footer (spec 000 §2): logo, What we do, Company (each opening in a new tab), the copyright line. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.400', pt: 5, pb: 3, mt: 6 }}>
      <Container>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
            gap: 4,
            mb: 4,
          }}
        >
          <Box>
            <Logo color="common.white" />
            <Typography variant="body2" sx={{ mt: 1.5, maxWidth: 360 }}>
              School management for schools in Zimbabwe and beyond: student information,
              administration, performance and communication in one place.
            </Typography>
            <Link
              href={`mailto:${contact.email}`}
              color="inherit"
              variant="body2"
              sx={{ display: 'inline-block', mt: 1.5 }}
            >
              {contact.email}
            </Link>
          </Box>
          <Column title="What we do">
            {modules.map((module) => (
              <Link
                key={module.id}
                component={RouterLink}
                to={`/#${module.id}`}
                color="inherit"
                variant="body2"
                underline="hover"
              >
                {module.title}
              </Link>
            ))}
          </Column>
          <Column title="Company">
            {companyLinks.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener"
                color="inherit"
                variant="body2"
                underline="hover"
              >
                {link.label}
              </Link>
            ))}
          </Column>
        </Box>
        <Typography
          variant="body2"
          sx={{ borderTop: 1, borderColor: 'grey.800', pt: 2 }}
          data-testid="copyright"
        >
          © {new Date().getFullYear()} Chikoro. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
