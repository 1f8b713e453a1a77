import { MyData } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../../api/browserApi';
import { storePath } from '../../storeView/storePath';
import { useStoreView } from '../../storeView/useStoreView';
import { accountMessageText } from '../accountMessageText';
import type { AccountSectionProps } from './AccountSectionProps';
import { exportFileName } from './exportFileName';

function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the file to the browser's download; the URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * My Account's data (GDPR art. 15, 17 and 20): everything the shop holds about the customer as a JSON file, and
 * deleting the account after the password is typed again. Orders are kept, anonymised, for the accounting period
 * the law sets (the API does it; the page says so). After the deletion the session ends and the shop goes home,
 * where "Your account has been deleted" is shown.
 */
export function DataSection({ session }: AccountSectionProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const store = useStoreView();
  const [downloading, setDownloading] = useState(false);
  const [downloadOutcome, setDownloadOutcome] = useState<{ success?: string; failure?: string }>({});
  const [deleting, setDeleting] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [deleteFailure, setDeleteFailure] = useState<string | undefined>();

  const exportData = async () => {
    setDownloading(true);
    setDownloadOutcome({});
    try {
      const data = await (await browserApi()).user.exportData();
      const name = exportFileName(new Date());
      download(name, JSON.stringify(data, null, 2));
      setDownloadOutcome({ success: t`Your data has been downloaded: ${name}` });
    } catch {
      setDownloadOutcome({ failure: t`Your data could not be exported. Try again in a few seconds.` });
    } finally {
      setDownloading(false);
    }
  };

  const deleteAccount = async (password: string) => {
    setPasswordError(undefined);
    setDeleteFailure(undefined);
    if (password === '') {
      setPasswordError(t`Field is required.`);
      return;
    }
    setDeleting(true);
    const outcome = await session.deleteAccount({ password });
    setDeleting(false);
    if (outcome.ok) navigate(storePath(store, '/'));
    else if (outcome.reason === 'wrong-password') setPasswordError(accountMessageText(i18n, outcome.message));
    else setDeleteFailure(accountMessageText(i18n, outcome.message));
  };

  return (
    <MyData
      onDownload={() => void exportData()}
      downloading={downloading}
      downloadSuccess={downloadOutcome.success}
      downloadFailure={downloadOutcome.failure}
      onDelete={(password) => void deleteAccount(password)}
      deleting={deleting}
      passwordError={passwordError}
      deleteFailure={deleteFailure}
      labels={{
        exportTitle: t`Download my data`,
        exportText: t`Get everything we hold about you in a JSON file: profile, addresses, orders, reviews, newsletter subscription and loyalty card (GDPR, articles 15 and 20).`,
        download: t`Download my data`,
        deleteTitle: t`Delete my account`,
        erasedIntro: t`Deleting your account erases for good:`,
        erased: [
          t`your profile and password, and ends all your sessions;`,
          t`your saved addresses and your cart;`,
          t`your name on your reviews, and your newsletter subscription.`,
        ],
        kept: t`Your orders are kept, anonymised, for 10 years: the law requires us to keep accounting records (French Commercial Code, art. L123-22; GDPR, art. 17(3)(b)). Only the country, postcode and city of their addresses remain.`,
        delete: t`Delete my account`,
        confirmText: t`This cannot be undone. Type your password to confirm.`,
        password: t`Password`,
        required: t`required`,
        confirm: t`Delete for good`,
        cancel: t`Cancel`,
      }}
    />
  );
}
