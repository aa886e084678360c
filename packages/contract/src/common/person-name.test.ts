import { describe, expect, it } from 'vitest';
import { splitFullName } from './person-name.ts';

describe('splitFullName', () => {
  it('takes first and last name from the first and last word of the full name', () => {
    expect(splitFullName('Asha  K. Rao')).toEqual({ first_name: 'Asha', last_name: 'Rao' });
    expect(splitFullName(' Asha ')).toEqual({ first_name: 'Asha', last_name: '' });
    expect(splitFullName(null)).toEqual({ first_name: '', last_name: '' });
    expect(splitFullName('')).toEqual({ first_name: '', last_name: '' });
  });
});
