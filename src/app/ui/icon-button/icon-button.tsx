import {
  ActionIcon,
  createPolymorphicComponent,
  Tooltip,
  type ActionIconProps,
  type TooltipProps,
} from '@mantine/core';
import { forwardRef } from 'react';
import { tooltipDelayMs } from '../../../domain/shared/tooltip-delay.ts';

export interface IconButtonProps extends Omit<ActionIconProps, 'aria-label'> {
  /** The button's name: its aria-label and its tooltip, in the user's language. */
  label: string;
  /** Where the tooltip opens; above by default. */
  tooltipPosition?: TooltipProps['position'];
}

/**
 * An icon-only button (Mantine ActionIcon) named by a tooltip that shows and hides after 100 ms (spec §9).
 * Polymorphic as ActionIcon is: `component={Link}` makes it an icon-only link.
 */
export const IconButton = createPolymorphicComponent<'button', IconButtonProps>(
  forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
    { label, tooltipPosition, ...others },
    ref,
  ) {
    return (
      <Tooltip
        label={label}
        position={tooltipPosition}
        openDelay={tooltipDelayMs}
        closeDelay={tooltipDelayMs}
      >
        <ActionIcon ref={ref} aria-label={label} {...others} />
      </Tooltip>
    );
  }),
);
