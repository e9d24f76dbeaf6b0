import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../panels/testing/languages';
import { renderPanel } from '../../panels/testing/render-panel';

describe.each(LANGUAGES)('LLM and knowledge panels ($language)', ({ language, label, message }) => {
  it('knowledge: number of documents and minimum score outside their ranges, empty query and count', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('knowledge_1', { language });
    const documents = screen.getByRole('spinbutton', { name: label.numberOfDocuments });
    await user.clear(documents);
    expect(await screen.findByText(message.required)).toBeInTheDocument();
    await user.type(documents, '0');
    expect(await screen.findByText(message.outOfRange(1, 50))).toBeInTheDocument();
    await user.clear(documents);
    await user.type(documents, '51');
    expect(await screen.findByText(message.outOfRange(1, 50))).toBeInTheDocument();
    await user.clear(documents);
    await user.type(documents, '2.5');
    expect(await screen.findByText(message.notInteger)).toBeInTheDocument();
    await user.clear(documents);
    await user.type(documents, '3');

    const score = screen.getByRole('spinbutton', { name: label.minimumScore });
    await user.clear(score);
    await user.type(score, '1.5');
    expect(await screen.findByText(message.outOfRange(0, 1))).toBeInTheDocument();
    await user.clear(score);
    await user.type(score, '-0.1');
    expect(await screen.findByText(message.outOfRange(0, 1))).toBeInTheDocument();
    await user.clear(score);
    await user.type(score, '0.5');

    await user.clear(screen.getByRole('textbox', { name: label.query }));
    expect(await screen.findByText(message.required)).toBeInTheDocument();
  });
});
