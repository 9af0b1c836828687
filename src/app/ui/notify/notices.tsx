import { Notifications } from '@mantine/notifications';
import './notices.css';

/** Where the notices of `notify` appear: top right, under the header's controls. */
export function Notices() {
  return <Notifications position="top-right" classNames={{ root: 'notices-below-header' }} />;
}
