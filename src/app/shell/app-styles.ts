// Every Mantine style the authenticated app may use, loaded with the shell's lazy chunk.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './touch-targets.css';
