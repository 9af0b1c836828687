import { describe, expect, it } from 'vitest';
import { ticketReach } from '../../../src/domain/support/support-roles.ts';
import { templateTextFor, templateTextsSchema } from '../../../src/domain/support/template.ts';
import { statusAfterReply } from '../../../src/domain/support/ticket-fields.ts';

const user = { isGlobalAdmin: false, isProvider: false, supportUser: 'none' } as const;

describe('who sees which ticket (issue 19 item 1, spec §6)', () => {
  it('gives provider staff and global admins the market, support users their customer or location, others their own', () => {
    expect(ticketReach({ ...user, isProvider: true })).toBe('market');
    expect(ticketReach({ ...user, isGlobalAdmin: true, supportUser: 'location' })).toBe('market');
    expect(ticketReach({ ...user, supportUser: 'customer' })).toBe('customer');
    expect(ticketReach({ ...user, supportUser: 'location' })).toBe('location');
    expect(ticketReach(user)).toBe('own');
  });
});

describe('the status a reply leaves a ticket in (spec §4)', () => {
  it('waits for the customer after a staff answer, unless staff chose another status', () => {
    expect(statusAfterReply('New', true)).toBe('Pending');
    expect(statusAfterReply('Open', true, 'Closed')).toBe('Closed');
    expect(statusAfterReply('Closed', true)).toBe('Closed');
  });

  it('opens a pending or closed ticket again when the customer writes', () => {
    expect(statusAfterReply('Pending', false)).toBe('Open');
    expect(statusAfterReply('Closed', false)).toBe('Open');
    expect(statusAfterReply('New', false)).toBe('New');
  });
});

describe('default-answer templates (issue 19 item 2)', () => {
  const texts = {
    'nb-NO': { title: 'Takk', text: 'Takk for henvendelsen.' },
    'en-US': { title: 'Thanks', text: 'Thank you.' },
  };

  it("inserts the user's language, else English, else the first written", () => {
    expect(templateTextFor(texts, 'nb-NO')?.text).toBe('Takk for henvendelsen.');
    expect(templateTextFor(texts, 'fi-FI')?.text).toBe('Thank you.');
    expect(templateTextFor({ 'sv-SE': { title: 'Tack', text: 'Tack!' } }, 'da-DK')?.text).toBe('Tack!');
  });

  it('keeps only written languages and wants a title and text together', () => {
    const parsed = templateTextsSchema.parse({ ...texts, 'sv-SE': { title: '', text: '' } });
    expect(Object.keys(parsed)).toEqual(['nb-NO', 'en-US']);
    expect(templateTextsSchema.safeParse({ 'da-DK': { title: 'Tak', text: '' } }).success).toBe(false);
    expect(templateTextsSchema.safeParse({}).success).toBe(false);
    expect(templateTextsSchema.safeParse({ 'de-DE': { title: 'Danke', text: 'Danke' } }).success).toBe(false);
  });
});
