# ruff: noqa: E501
"""Family c: a chartered-accountant practice in Indore, India: Hindi (Devanagari), Hinglish and
English."""

from __future__ import annotations

from ninetieth_spec import Fam, Slots, alnum, pick

FAM = Fam(
    name="sanadi_lekhakar_ca_indore",
    orgs=(
        ("agrawaljainassociates", "Agrawal Jain & Associates, Chartered Accountants"),
        ("khandelwalca", "Khandelwal & Co. CA"),
        ("malwataxconsult", "Malwa Tax Consultants LLP"),
    ),
    tld="co.in",
    first=(
        ("राजेश", "rajesh"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("सुनीता", "sunita"),
        ("विकास", "vikas"),
        ("नेहा", "neha"),
        ("अंकित", "ankit"),
        ("पूजा", "pooja"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("अग्रवाल", "agrawal"),
        ("जैन", "jain"),
        ("वर्मा", "verma"),
        ("गुप्ता", "gupta"),
        ("माहेश्वरी", "maheshwari"),
        ("खंडेलवाल", "khandelwal"),
    ),
    words=(
        "ganesh",
        "shubh",
        "laxmi",
        "diwali",
        "poha",
        "jalebi",
        "narmada",
        "krishna",
        "shivam",
        "bharat",
        "kesar",
        "tulsi",
        "sarafa",
        "rajwada",
        "mahakal",
        "chandni",
        "tiranga",
        "holkar",
    ),
    pets=("tommy", "bruno", "moti", "sheru", "coco", "tiger"),
    towns=("indore", "bhopal", "ujjain", "dewas", "jabalpur", "mhow"),
    cc="+91",
)


def _gstin(rng, s: Slots) -> Slots:
    pan = (
        alnum(rng, 5, "ABCDEFGHJKLMNPRSTUVWXYZ")
        + str(rng.randint(1000, 9999))
        + pick(rng, "ABCDEFGHJKLM")
    )
    return {"pan": pan, "gstin": f"23{pan}1Z{rng.randint(1, 9)}"}


FAM.reg(
    "sanadi_gst_einvoice_irp_gsp_dotenv",
    ("<<org>>/einvoice-bridge/.env", "clients/<<org>>/irp-connector/.env.prod"),
    """# GST e-Invoice (IRP) via GSP - client <<orgname>>
IRP_BASE_URL=https://api.einvoice1.gst.gov.in
GSP_CLIENT_ID=AAJCS<<n4>>Z<<hex8>>
GSP_CLIENT_SECRET=<<gspsecret>>
GSTIN=<<gstin>>
EINV_API_USER=API_<<login>>
EINV_API_PASSWORD=<<cred>>
TALLY_HOST=http://<<ip>>:9000
""",
    "human_x",
    extra=lambda rng, s: {**_gstin(rng, s), "gspsecret": alnum(rng, 32)},
)

FAM.reg(
    "sanadi_hindi_whatsapp_gst_portal_passward",
    ("WhatsApp Chat with <<fa2>> CA Office.txt", "<<org>>/chats/whatsapp_<<fa2>>_<<date>>.txt"),
    """<<dmys>>, <<hm>> am - <<f2>> <<l2>>: सर, GSTR-3B आज फाइल करना है, पोर्टल का पासवर्ड भेज दीजिए
<<dmys>>, <<hm>> am - <<f>> <<l>>: GSTIN <<gstin>>
<<dmys>>, <<hm2>> am - <<f>> <<l>>: यूज़रनेम <<login>>_gst, पासवर्ड <<cred>>
<<dmys>>, <<hm2>> am - <<f>> <<l>>: OTP मेरे नंबर पर आएगा, कॉल कर लेना
<<dmys>>, <<hm2>> am - <<f2>> <<l2>>: ठीक है सर 🙏
""",
    "human",
    extra=_gstin,
)

FAM.reg(
    "sanadi_razorpay_fee_collection_node",
    ("<<org>>-portal/server/razorpay.js", "fee-collect/<<org>>/src/payments.js"),
    """// Razorpay - professional fee collection for <<orgname>>
const Razorpay = require("razorpay");

const rzp = new Razorpay({
  key_id: "<<kid>>",
  key_secret: "<<cred>>",
});

async function createOrder(invoiceNo, amountInr) {
  return rzp.orders.create({ amount: amountInr * 100, currency: "INR", receipt: invoiceNo });
}

module.exports = { createOrder };
""",
    "p:razorpay_secret",
    extra=lambda rng, s: {"kid": "rzp_live_" + alnum(rng, 14)},
)

FAM.reg(
    "sanadi_itr_clients_xlsx_shared_strings",
    (
        "<<org>>/ITR_clients_AY<<y>>/xl/sharedStrings.xml",
        "unzipped/client_list_<<date>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="12"><si><t>क्लाइंट का नाम</t></si><si><t>PAN</t></si><si><t>Income Tax पोर्टल पासवर्ड</t></si><si><t>स्थिति</t></si><si><t><<f2>> <<l2>></t></si><si><t><<pan>></t></si><si><t><<cred>></t></si><si><t>ITR-3 filed</t></si><si><t><<f>> <<l>></t></si><si><t>e-verify pending</t></si><si><t>Aadhaar OTP</t></si><si><t>refund</t></si></sst>
""",
    "human_x",
    extra=_gstin,
)

FAM.reg(
    "sanadi_busy_accounting_sqlcmd_backup_bat",
    ("<<org>>/scripts/busy_backup.bat", "C/BusyWin/backup_<<host>>.bat"),
    """@echo off
REM BUSY Accounting - nightly SQL backup (<<orgname>>)
set DT=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\BUSY -U busybackup -P <<cred>> -Q "BACKUP DATABASE [BusyComp0001_db1<<n2>>] TO DISK='D:\\Backup\\busy_%DT%.bak' WITH INIT"
robocopy D:\\Backup \\\\<<host>>\\backup\\busy /MIR /R:2
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "sanadi_traces_tds_hinglish_email",
    ("<<org>>/mail/<<date>>_TRACES_login.eml", "Outlook/<<login>>/Inbox/traces_<<n4>>.eml"),
    """From: <<f>> <<l>> <<<email>>>
To: <<email2>>
Subject: TRACES login for Q3 TDS return - <<orgname>>
Date: Tue, <<d>> Jan <<y>> 11:<<mi>>:40 +0530
Content-Type: text/plain; charset=UTF-8

<<fa2>> ji,

Q3 ka 24Q file karna hai, Form 16A bhi download kar lena. TRACES ka login:

TAN: BPL<<n4>><<n2>>C
User ID: <<login>>tds
Password: <<cred>>

Justification report bhi nikaal lena, default dikh raha hai.

Dhanyavaad,
<<f>> <<l>>
""",
    "human",
)

FAM.reg(
    "sanadi_dsc_pfx_import_powershell",
    ("<<org>>/it/Import-DSC-<<fa>>.ps1", "scripts/<<org>>/install_dsc_token.ps1"),
    """# Import Class 3 DSC (pfx backup) for MCA21 / GST signing - <<orgname>>
$pfxPath = "\\\\<<host>>\\it\\dsc\\<<fa>>_<<la>>_class3.pfx"
$pfxPass = ConvertTo-SecureString -String '<<cred>>' -AsPlainText -Force
Import-PfxCertificate -FilePath $pfxPath -CertStoreLocation Cert:\\CurrentUser\\My -Password $pfxPass
Write-Host "DSC imported for <<fa>>"
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "sanadi_mikrotik_office_wifi_rsc_export",
    ("<<org>>/network/hap_ac2_<<date>>.rsc", "backup/<<org>>-router.rsc"),
    """# <<date>> <<hm>>:00 by RouterOS 7.14.3
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=office supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-g/n mode=ap-bridge security-profile=office ssid=<<org>>-office
/ip address
add address=<<ip>>/24 interface=bridge
""",
    "human_x",
    syntax="",
)
