import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../panels/testing/languages';
import { dataOf, renderPanel } from '../../panels/testing/render-panel';

/** The browser's answer for text it cannot read as a number (jsdom always says false). */
function markUnreadable(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, get: () => ({ badInput: true }) });
}

describe.each(LANGUAGES)('LLM and knowledge panels ($language)', ({ language, label, message }) => {
  it('LLM: temperature and topP outside their ranges', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('llm_1', { language });
    const temperature = screen.getByRole('spinbutton', { name: label.temperature });
    await user.clear(temperature);
    await user.type(temperature, '3');
    expect(await screen.findByText(message.outOfRange(0, 2))).toBeInTheDocument();
    await user.clear(temperature);
    await user.type(temperature, '-1');
    expect(await screen.findByText(message.outOfRange(0, 2))).toBeInTheDocument();
    await user.clear(temperature);
    await user.type(temperature, '1');

    const topP = screen.getByRole('spinbutton', { name: label.topP });
    await user.clear(topP);
    await user.type(topP, '1.5');
    expect(await screen.findByText(message.outOfRange(0, 1))).toBeInTheDocument();
  });

  it('LLM: maxTokens outside its range, a fraction of a token, text that is not a number', async () => {
    const user = userEvent.setup({ delay: null });
    const store = renderPanel('llm_1', { language });
    const maxTokens = screen.getByRole('spinbutton', { name: label.maxTokens });
    await user.clear(maxTokens);
    await user.type(maxTokens, '0');
    expect(await screen.findByText(message.outOfRange(1, 128000))).toBeInTheDocument();
    await user.clear(maxTokens);
    await user.type(maxTokens, '1.5');
    expect(await screen.findByText(message.notInteger)).toBeInTheDocument();

    const temperature = screen.getByRole('spinbutton', { name: label.temperature });
    markUnreadable(temperature);
    await user.clear(temperature);
    await user.type(temperature, '1e');
    expect(await screen.findByText(message.notNumber)).toBeInTheDocument();
    expect(dataOf<{ temperature: number }>(store, 'llm_1').temperature).toBeNaN();
  });

  it("LLM: maxTokens over the chosen model's limit (from the models call)", async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('llm_1', { language });
    // Wait for the models call: the select then shows the chosen model.
    expect(await screen.findByText('GPT-4o')).toBeInTheDocument();
    const maxTokens = screen.getByRole('spinbutton', { name: label.maxTokens });
    await user.clear(maxTokens);
    await user.type(maxTokens, '20000');
    expect(await screen.findByText(message.outOfRange(1, 16384))).toBeInTheDocument();
    await user.clear(maxTokens);
    await user.type(maxTokens, '16384');
    expect(screen.queryByText(message.outOfRange(1, 16384))).toBeNull();
  });

  it('LLM: an empty prompt, a malformed output variable, a too long media URL', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('llm_1', { language });
    await user.clear(screen.getByRole('textbox', { name: label.prompt }));
    const prompt = screen.getByRole('textbox', { name: label.prompt }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(prompt).findByText(message.required)).toBeInTheDocument();
    const output = screen.getByRole('textbox', { name: label.outputVariable });
    await user.clear(output);
    await user.type(output, '1abc');
    expect(await screen.findByText(message.invalidVariableName)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: label.addUrlTo })[0]!);
    await user.click(screen.getByRole('textbox', { name: label.url }));
    await user.paste(`https://files.example.com/${'a'.repeat(2000)}`);
    expect(await screen.findByText(message.tooLong(2000))).toBeInTheDocument();
  });
});
