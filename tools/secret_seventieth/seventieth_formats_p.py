# ruff: noqa: E501
"""Family p: a data recovery lab in Cebu (Philippines), Cebuano and English."""

from __future__ import annotations

import base64
import random
import re

from seventieth_spec import Fam, alnum, hexs, uuid4

F = Fam(
    name="cebu_data_recovery_lab",
    orgs=("sugbudata", "mactanrecover", "taboanlab"),
    tld="ph",
    first=(
        ("Rodel", "rodel"),
        ("Maricel", "maricel"),
        ("Jerome", "jerome"),
        ("Kristine", "kristine"),
        ("Arnel", "arnel"),
        ("Jovelyn", "jovelyn"),
        ("Ramil", "ramil"),
        ("Lovely", "lovely"),
    ),
    last=(
        ("Cabahug", "cabahug"),
        ("Sumalinog", "sumalinog"),
        ("Ybañez", "ybanez"),
        ("Tumulak", "tumulak"),
        ("Pepito", "pepito"),
        ("Abellana", "abellana"),
    ),
    words=(
        "sugbo",
        "lechon",
        "sinulog",
        "danggit",
        "puso",
        "mactan",
        "lami",
        "bisaya",
        "gwapa",
        "amping",
        "salamat",
        "kalipay",
        "buwan",
        "adlaw",
        "dagat",
        "lapulapu",
        "taboan",
        "otap",
    ),
    pets=("bantay", "browny", "blacky", "choco", "bruno", "tisay"),
    towns=("Cebu City", "Mandaue", "Lapu-Lapu", "Talisay", "Consolacion", "Minglanilla"),
    cc="+63",
)


def _dec_fz(text: str) -> str:
    return base64.b64decode(
        re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text).group(1)
    ).decode()


F.reg(
    "cebu_recovery_filezilla_sitemanager_base64_pass",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host><<host>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <Type>0</Type>
            <User>delivery</User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <Name>Recovered data delivery</Name>
            <SyncBrowsing>0</SyncBrowsing>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
    syntax="xml",
    encode=lambda v, s: base64.b64encode(v.encode()).decode(),
    decode=_dec_fz,
)

F.reg(
    "cebu_recovery_cebuano_whatsapp_icloud_password",
    ("WhatsApp Chat with <<fa2>> recovery.txt", "chats/<<org>>/WhatsApp Chat - Job <<nnnn>>.txt"),
    """<<mdy>>, <<time>> - <<orgc>> Lab: Maayong hapon ma'am <<fn2>>. Na-recover na namo ang mga photos sa imong iPhone, pero kinahanglan pa namo i-restore gikan sa iCloud
<<mdy>>, <<time>> - <<fn2>> <<ln2>>: Ahh sige. Unsa inyong kinahanglan?
<<mdy>>, <<time2>> - <<orgc>> Lab: Ang Apple ID ug password nimo ma'am
<<mdy>>, <<time2>> - <<fn2>> <<ln2>>: <<fa2>>.<<la2>>@icloud.com
<<mdy>>, <<time2>> - <<fn2>> <<ln2>>: <<cred>>
<<mdy>>, <<time2>> - <<orgc>> Lab: Salamat ma'am, ugma ma-pickup na ninyo 👍
""",
    "human",
)


def _bitlocker(rng: random.Random, fam: Fam) -> str:
    return "-".join(f"{rng.randint(0, 65535) * 11:06d}" for _ in range(8))


F.reg(
    "cebu_recovery_bitlocker_recovery_key_txt",
    (
        "jobs/<<nnnn>>/BitLocker Recovery Key <<guid>>.TXT",
        "cases/<<fa2>>_<<d8>>/BitLocker Recovery Key <<guid>>.TXT",
    ),
    """BitLocker Drive Encryption recovery key

To verify that this is the correct recovery key, compare the start of the following identifier with the identifier value displayed on your PC.

Identifier:

\t<<guid>>

If the above identifier matches the one displayed by your PC, then use the following key to unlock your drive.

Recovery Key:

\t<<cred>>

If the above identifier doesn't match the one displayed by your PC, then this isn't the right key to unlock your drive.
Try another recovery key, or refer to https://go.microsoft.com/fwlink/?LinkID=260589 for additional assistance.
""",
    _bitlocker,
    syntax="",
    extra=lambda rng, s: {"guid": uuid4(rng).upper()},
)

F.reg(
    "cebu_recovery_paymongo_secret_laravel_env",
    ("portal/.env", "var/www/<<org>>-portal/.env"),
    """APP_NAME="<<orgc>> Recovery Portal"
APP_ENV=production
APP_URL=https://portal.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=<<org>>_jobs
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_SIG=whsk_<<wh>>
""",
    "p:paymongo",
    extra=lambda rng, s: {"pk": alnum(rng, 24), "wh": alnum(rng, 24)},
)

F.reg(
    "cebu_recovery_semaphore_sms_ready_python",
    ("scripts/notify_ready.py", "home/<<fa>>/lab/sms_<<n>>.py"),
    '''"""Text the customer when the recovered data is ready for pickup."""

import sys
import urllib.parse
import urllib.request

SEMAPHORE_APIKEY = "<<cred>>"


def text(number: str, job: str) -> None:
    msg = f"<<orgc>>: Ready na ang imong recovered files (Job {job}). Palihug dala sa claim stub."
    data = urllib.parse.urlencode({"apikey": SEMAPHORE_APIKEY, "number": number, "message": msg, "sendername": "<<orgc>>"[:11]}).encode()
    urllib.request.urlopen("https://api.semaphore.co/api/v4/messages", data, timeout=20)


if __name__ == "__main__":
    text(sys.argv[1], sys.argv[2])
''',
    "p:semaphore",
)

F.reg(
    "cebu_recovery_job_ticket_veracrypt_passphrase",
    ("tickets/JOB-<<nnnn>>.txt", "cases/<<fa2>>_<<d8>>/claim_<<nn>>.txt"),
    """JOB TICKET  #<<nnnn>>          <<orgc>> Data Recovery Lab, <<town>>
Customer : <<fn2>> <<ln2>>  (<<phone2>>)
Device   : WD Elements 2TB (clicking, head crash)
Result   : 92% recovered (photos, thesis docs)
Delivery : 1TB USB in VeraCrypt container "<<fa2>>_recovered.hc"

Passphrase sa container (ihatag lang sa customer mismo):
<<cred>>

Bayad: PHP 9,500 — GCash ref <<ts>>
Technician: <<fn>>
""",
    "human",
)

F.reg(
    "cebu_recovery_restic_b2_env_file",
    ("etc/restic/lab-backup.env", "home/<<fa>>/.config/restic/<<org>>.env"),
    """# restic backups of the lab's case images to Backblaze B2 (systemd EnvironmentFile)
B2_ACCOUNT_ID=005<<acct>>
B2_ACCOUNT_KEY=K005<<b2key>>
RESTIC_REPOSITORY=b2:<<org>>-cases:restic
RESTIC_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {"acct": hexs(rng, 22), "b2key": alnum(rng, 27)},
)

F.reg(
    "cebu_recovery_xendit_gcash_invoice_node",
    ("billing/xendit.js", "srv/<<org>>-billing/src/invoice_<<n>>.js"),
    """// GCash / Maya invoice for recovery jobs (Xendit)
const Xendit = require('xendit-node');

const x = new Xendit({ secretKey: '<<cred>>' });
const { Invoice } = x;
const invoice = new Invoice({});

async function bill(job, amountPhp, email) {
  return invoice.createInvoice({
    externalID: `JOB-${job}`,
    amount: amountPhp,
    payerEmail: email,
    description: 'Data recovery service',
    paymentMethods: ['GCASH', 'PAYMAYA'],
    currency: 'PHP',
  });
}

module.exports = { bill };
""",
    "p:xendit",
    syntax="",
)
