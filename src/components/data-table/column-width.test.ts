import { describe, expect, it } from 'vitest';
import { CELL_PADDING, fitCodes, fitText } from './column-width';

describe('column widths', () => {
  it('gives capital-letter codes the room they take (DOCX is about 41 px at 14 px in DejaVu Sans)', () => {
    expect(fitCodes(['CSV', 'DOCX']) - CELL_PADDING).toBeGreaterThanOrEqual(41);
    // The average-text estimate would cut it.
    expect(fitText(['DOCX']) - CELL_PADDING).toBeLessThan(41);
  });
});
