import { Button, Card, type ButtonProps, type CardProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement>;

/*
 * Mantine's button and card drawn as the router's links. Through `createLink` the path, its params and
 * its search are typed; `component={Link}` on a Mantine component loses those types.
 */

export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & AnchorProps>(function ButtonAnchor(props, ref) {
    return <Button component="a" ref={ref} {...props} />;
  }),
);

export const CardLink = createLink(
  forwardRef<HTMLAnchorElement, CardProps & AnchorProps>(function CardAnchor(props, ref) {
    return <Card component="a" ref={ref} {...props} />;
  }),
);
