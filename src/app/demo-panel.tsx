/**
 * Mock mode only: a small floating panel to switch the mock backend's scenario at run time (IP
 * restricted, slow network, failing writes, offline, debug runs failing at LLM nodes) and to reset the demo data. It talks to the
 * mock backend through `window.__studioMock`, which the mock-mode bootstrap installs.
 */
import ScienceIcon from '@mui/icons-material/Science';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface MockScenario {
  ipRestricted: boolean;
  latencyMs: number;
  writeFailureRate: number;
  offline: boolean;
  failDebugNodes: string[];
}

interface MockControls {
  getScenario(): Promise<MockScenario>;
  setScenario(change: Partial<MockScenario>): Promise<MockScenario>;
  reset(): Promise<void>;
}

const controls = (): MockControls | undefined => (window as unknown as { __studioMock?: MockControls }).__studioMock;
const SLOW_MS = 3000;
/** Debug runs fail at their LLM nodes ('Model selection is temporarily unavailable.'). */
const LLM_KIND = 'NODE_KIND_LLM';

export default function DemoPanel() {
  const { t } = useTranslation('demo');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [scenario, setScenario] = useState<MockScenario | undefined>();

  useEffect(() => {
    void controls()?.getScenario().then(setScenario);
  }, []);
  if (!scenario) return null;

  const change = async (next: Partial<MockScenario>) => {
    setScenario((current) => (current ? { ...current, ...next } : current));
    const updated = await controls()?.setScenario(next);
    if (updated) setScenario(updated);
    await queryClient.invalidateQueries();
  };

  return (
    <>
      <Fab
        size="small"
        color="secondary"
        aria-label={t('open')}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1500 }}
      >
        <ScienceIcon />
      </Fab>
      {open && (
        <Paper role="region" aria-label={t('title')} elevation={8} sx={{ position: 'fixed', left: 16, bottom: 72, zIndex: 1500, p: 2, width: 300 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {t('title')}
          </Typography>
          <Stack spacing={1}>
            <FormControlLabel
              control={<Switch checked={scenario.ipRestricted} onChange={(_e, checked) => void change({ ipRestricted: checked })} />}
              label={t('ipRestricted')}
            />
            <FormControlLabel
              control={<Switch checked={scenario.latencyMs > 0} onChange={(_e, checked) => void change({ latencyMs: checked ? SLOW_MS : 0 })} />}
              label={t('slowNetwork')}
            />
            <FormControlLabel
              control={<Switch checked={scenario.offline} onChange={(_e, checked) => void change({ offline: checked })} />}
              label={t('offline')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={scenario.failDebugNodes.includes(LLM_KIND)}
                  onChange={(_e, checked) => void change({ failDebugNodes: checked ? [LLM_KIND] : [] })}
                />
              }
              label={t('failLlmNodes')}
            />
            <Typography id="demo-failure-rate" variant="body2">
              {t('writeFailureRate', { percent: Math.round(scenario.writeFailureRate * 100) })}
            </Typography>
            <Slider
              aria-labelledby="demo-failure-rate"
              value={scenario.writeFailureRate * 100}
              step={10}
              min={0}
              max={100}
              marks
              onChangeCommitted={(_e, value) => void change({ writeFailureRate: Number(value) / 100 })}
            />
            <Button
              variant="outlined"
              color="warning"
              onClick={() => {
                void controls()
                  ?.reset()
                  .then(() => window.location.reload());
              }}
            >
              {t('reset')}
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
