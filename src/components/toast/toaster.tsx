import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store';

const severity = { default: 'info', success: 'success', destructive: 'error' } as const;
const icon = { default: false, success: <CheckCircleIcon fontSize="inherit" />, destructive: <HighlightOffIcon fontSize="inherit" /> } as const;

/**
 * Renders the visible toast (one at a time). Each in its own portal on the body: an open dialog hides
 * the app root from assistive technology (aria-hidden), and a toast inside it, such as a failure while
 * the dialog stays open, would be neither announced nor reachable.
 */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation('common');
  return (
    <>
      {toasts.map((item) => (
        <Portal key={item.id}>
          <Snackbar
            open={item.open}
            autoHideDuration={TOAST_DURATION_MS}
            onClose={(_event, reason) => reason !== 'clickaway' && dismissToast(item.id)}
            // Bottom left: never over a centred dialog's actions (a toast pauses while the pointer rests on it).
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            sx={{ maxWidth: { md: 420 } }}
          >
            <Alert
              data-testid="toast"
              data-variant={item.variant}
              severity={severity[item.variant]}
              icon={icon[item.variant]}
              variant="filled"
              sx={{ width: '100%' }}
              action={
                <>
                  {item.action && (
                    <Button color="inherit" size="small" onClick={item.action.onClick}>
                      {item.action.label}
                    </Button>
                  )}
                  <IconButton aria-label={t('close')} color="inherit" size="small" onClick={() => dismissToast(item.id)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <AlertTitle>{item.title}</AlertTitle>
              {item.description}
            </Alert>
          </Snackbar>
        </Portal>
      ))}
    </>
  );
}
