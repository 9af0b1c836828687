import { describe, expect, it } from 'vitest';
import { scrubPath, scrubText } from '../../../src/domain/error-tracking/scrub.ts';

describe('what an error report may carry (spec §8 error tracking, issue 21 item 6)', () => {
  it('replaces e-mail addresses', () => {
    expect(scrubText('No user kari.nordby+test@example.no found', 500)).toBe('No user [email] found');
  });

  it('drops query strings after a path or URL, keeping question marks in prose', () => {
    expect(scrubText('GET /api/no/Orders?term=Kari&locationId=4 failed. Why?', 500)).toBe(
      'GET /api/no/Orders failed. Why?',
    );
    expect(scrubText('at https://portal.example.no/assets/x.js?v=1:2:3', 500)).toBe(
      'at https://portal.example.no/assets/x.js',
    );
  });

  it('hides tokens and passwords but keeps "Unexpected token" messages', () => {
    expect(scrubText('Authorization: Bearer abc.def.ghi', 500)).toBe('Authorization: Bearer [hidden]');
    expect(scrubText('{"password":"hemmelig1"}', 500)).toBe('{"password":"[hidden]"}');
    expect(scrubText("Unexpected token '<' in JSON", 500)).toBe("Unexpected token '<' in JSON");
    expect(scrubText(`session ${'a1B2'.repeat(10)} expired`, 500)).toBe('session [hidden] expired');
  });

  it('trims to the maximum length', () => {
    expect(scrubText('x '.repeat(300), 500)).toHaveLength(500);
  });

  it('keeps only the path of a URL or path', () => {
    expect(scrubPath('/app/orders?term=secret#row-4')).toBe('/app/orders');
    expect(scrubPath('/app/users/ola@example.no')).toBe('/app/users/[email]');
  });
});
