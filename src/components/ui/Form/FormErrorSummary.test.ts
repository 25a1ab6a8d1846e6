import { describe, expect, it } from 'vitest';
import { entryText } from './FormErrorSummary';

describe('entryText', () => {
  it('is the message when the message names its field', () => {
    expect(entryText({ label: 'Image URL', message: 'Image URL is required' })).toBe('Image URL is required');
    expect(entryText({ label: 'Delivery Time', message: 'delivery time is required' })).toBe(
      'delivery time is required',
    );
    // A unit in brackets after the label is not part of the field's name.
    expect(entryText({ label: 'Delivery Fee ($)', message: 'Delivery fee is required' })).toBe(
      'Delivery fee is required',
    );
  });

  it('puts the label before a message that does not name its field', () => {
    expect(entryText({ label: 'Image URL', message: 'Enter a full URL starting with https://' })).toBe(
      'Image URL: Enter a full URL starting with https://',
    );
  });

  it('is the label alone when there is no message', () => {
    expect(entryText({ label: 'Rating', message: '' })).toBe('Rating');
  });
});
