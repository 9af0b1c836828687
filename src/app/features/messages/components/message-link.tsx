import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ReadableType } from '../message-routes.ts';

export interface MessageLinkProps {
  type: ReadableType;
  id: number;
  className?: string;
  children: ReactNode;
}

/** A link to a text's own screen: messages/{id}, articles/{id} or guides/{id} (spec §2). */
export function MessageLink({ type, id, className, children }: MessageLinkProps) {
  const param = String(id);
  switch (type) {
    case 'Messages':
      return (
        <Link to="/app/messages/$messageId" params={{ messageId: param }} className={className}>
          {children}
        </Link>
      );
    case 'Articles':
      return (
        <Link to="/app/articles/$articleId" params={{ articleId: param }} className={className}>
          {children}
        </Link>
      );
    case 'Guides':
      return (
        <Link to="/app/guides/$guideId" params={{ guideId: param }} className={className}>
          {children}
        </Link>
      );
  }
}
