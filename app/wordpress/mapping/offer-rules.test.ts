import { describe, expect, it } from 'vitest';

import type { PriceCheck } from '../types';
import { checkOf } from './offer-checks';
import { offerCheckNote } from './offer-rules';

// 2026-11-28 14:00 UTC is 11:00 in São Paulo, the site's time zone.
const now = new Date('2026-11-28T14:00:00Z');

const check = (checkedAt: string, source: PriceCheck['source'] = 'store') => {
  const judged = checkOf(checkedAt, source, now, 7);
  if (judged === undefined) throw new Error(`a check expected for ${checkedAt}`);
  return judged;
};

describe('offerCheckNote', () => {
  it('tells a store reading by today, yesterday or days ago', () => {
    expect(offerCheckNote({ availability: 'in_stock', check: check('2026-11-28T11:14:00Z') })).toBe(
      'verificado hoje às 08:14',
    );
    expect(offerCheckNote({ availability: 'in_stock', check: check('2026-11-27T23:59:00Z') })).toBe(
      'verificado ontem às 20:59',
    );
    expect(offerCheckNote({ availability: 'out_of_stock', check: check('2026-11-21T15:00:00Z') })).toBe(
      'verificado há 7 dias',
    );
  });

  it("calls a typed price 'informado', with the day it was typed", () => {
    expect(offerCheckNote({ availability: 'unknown', check: check('2026-11-28T11:14:00Z', 'manual') })).toBe(
      'preço informado em 28/11/2026',
    );
    expect(offerCheckNote({ availability: 'unknown', check: check('2026-11-10T11:14:00Z', 'manual') })).toBe(
      'último preço informado em 10/11/2026',
    );
  });

  it('says since when a store price could not be read again, and dates one too old', () => {
    expect(offerCheckNote({ availability: 'unknown', check: check('2026-11-26T11:14:00Z') })).toBe(
      'não verificado desde 26/11/2026',
    );
    expect(offerCheckNote({ availability: 'in_stock', check: check('2026-11-12T11:14:00Z') })).toBe(
      'último preço verificado em 12/11/2026',
    );
    expect(offerCheckNote({ availability: 'out_of_stock', check: check('2026-11-12T11:14:00Z') })).toBe(
      'verificado em 12/11/2026',
    );
  });

  it('says nothing of an offer WordPress does not date', () => {
    expect(offerCheckNote({ availability: 'unknown' })).toBeUndefined();
  });
});
