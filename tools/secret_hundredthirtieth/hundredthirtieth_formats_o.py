# ruff: noqa: E501
"""Family o: the certificate-of-origin desk of a chamber of commerce in Tbilisi, Georgia
(Georgian / Russian; rs.ge Revenue Service, TBC Bank, Bank of Georgia iPay, DokuWiki)."""

from __future__ import annotations

import json

from hundredthirtieth_spec import Fam, dec_basic, enc_basic, reg

F = Fam(
    name="warmoshoba_tbilisi_origin_certificate_desk",
    orgs=("mtkvariport", "narikalatrade", "saperavichamber", "rustaviexport", "svanetigoods"),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("ირაკლი", "irakli"),
        ("ეკა", "eka"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ჯავახიშვილი", "javakhishvili"),
    ),
    words=(
        "tbilisi",
        "mtkvari",
        "khachapuri",
        "khinkali",
        "saperavi",
        "kartuli",
        "mtatsminda",
        "batumi",
        "kutaisi",
        "gaumarjos",
        "sakartvelo",
        "rkatsiteli",
        "churchkhela",
        "svaneti",
        "tamada",
        "narikala",
    ),
    pets=("bobi", "murka", "reksi", "tsuga", "lula", "jeki", "bombora"),
    places=("Tbilisi", "Batumi", "Poti", "Kutaisi", "Rustavi", "Sarpi"),
    cc="+99559",
)

reg(
    F,
    "warmoshoba_georgian_viber_copied_paroli_rsge",
    ("Viber/ჩატი_<<fa2>>_<<n>>.txt", "Documents/viber_rsge_<<date>>.txt"),
    """[<<dot>> <<time>>] <<fn>> <<ln>>: გამარჯობა, rs.ge-ზე ვერ შევდივარ, წარმოშობის სერტიფიკატის განაცხადი უნდა ვნახო
[<<dot>> <<time>>] <<fn2>> <<ln2>>: სამსახურის ანგარიში გამოიყენე
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: მომხმარებელი: <<user>>
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: პაროლი: <<cred>>
[<<dot>> <<time2>>] <<fn>> <<ln>>: მადლობა 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "warmoshoba_rsge_waybill_service_user_python",
    ("rsge/waybill_check.py", "scripts/zednadebi_<<n>>.py"),
    '''"""rs.ge ზედნადებების სერვისი - ექსპორტიორის ზედნადების შემოწმება სერტიფიკატამდე."""

from zeep import Client

WSDL = "https://services.rs.ge/WayBillService/WayBillService.asmx?WSDL"
SERVICE_USER = "<<org>>:<<big>>"
SERVICE_PASSWORD = "<<cred>>"


def get_waybill(number: str):
    client = Client(WSDL)
    return client.service.get_waybill_by_number(su=SERVICE_USER, sp=SERVICE_PASSWORD, waybill_number=number)
''',
    "pw_dq",
)

reg(
    F,
    "warmoshoba_tbc_bank_api_client_secret_yaml",
    ("config/tbc.yaml", "deploy/chamber-fees/tbc_<<n>>.yaml"),
    """# სერტიფიკატის საფასურის გადახდის შემოწმება - TBC Bank Open API
tbc:
  base_url: https://api.tbcbank.ge
  client_id: "<<uuid>>"
  client_secret: "<<cred>>"
  account_iban: GE<<n>>TB<<big>><<nn>>
poll_interval: 300
""",
    "p:tbc",
)

reg(
    F,
    "warmoshoba_bog_ipay_client_secret_env",
    (".env", "payments/.env.production", "srv/<<org>>/ipay/.env"),
    """# ონლაინ გადახდა (Bank of Georgia iPay) - სერტიფიკატის საფასური
BOG_IPAY_CLIENT_ID=<<nn>><<n>>
BOG_IPAY_SECRET=<<cred>>
BOG_IPAY_CALLBACK=https://<<dom>>/ipay/callback
""",
    "p:bog",
    syntax="",
)

reg(
    F,
    "warmoshoba_russian_email_parol_eksporter",
    ("Mail/Входящие/<<epoch>>.eml", "mail/<<fa>>/INBOX/<<n>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: Доступ к системе сертификатов происхождения
Date: Mon, 16 Mar <<year>> 10:05:18 +0400
Content-Type: text/plain; charset=UTF-8

Здравствуйте, <<fa>>!

Для оформления сертификатов происхождения формы СТ-1 для вашего экспорта
в Казахстан используйте учётную запись:

логин: <<user>>
пароль: <<cred>>

После первого входа обязательно смените пароль.

С уважением,
<<fa2>> <<la2>>
отдел сертификации
""",
    "human",
    syntax="",
)

reg(
    F,
    "warmoshoba_chamber_dokuwiki_page_paroli",
    ("data/pages/certificates/access_<<n>>.txt", "dokuwiki/data/pages/desk/paroli_<<year>>.txt"),
    """====== წარმოშობის სერტიფიკატების განყოფილება – წვდომები ======

^ სისტემა ^ მომხმარებელი ^ პაროლი ^ შენიშვნა ^
| სერტიფიკატების რეესტრი | <<user>> | <<cred>> | ყოველთვიურად შეცვლა |
| rs.ge | <<fa2>>.<<la2>> | ეკასთან | ელექტრონული ხელმოწერით |

  * ბეჭდვის შაბლონი: ''Form A / EUR.1 / СТ-1''
  * პრინტერი: <<ip>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "warmoshoba_signing_pfx_powershell_securestring",
    ("scripts/Import-SigningCert.ps1", "C/Scripts/cert_<<n>>.ps1"),
    """# ხელმოწერის სერტიფიკატის იმპორტი ახალ კომპიუტერზე (სერტიფიკატების PDF-ების ხელმოსაწერად)
$pfx = "C:\\Certs\\<<org>>_sign_<<year>>.pfx"
$pwd = ConvertTo-SecureString -String '<<cred>>' -AsPlainText -Force
Import-PfxCertificate -FilePath $pfx -CertStoreLocation Cert:\\CurrentUser\\My -Password $pwd
Write-Host "imported for <<fa>>"
""",
    "pw_sq",
    syntax="",
)


def _docker_cfg(s):
    data = {
        "auths": {f"registry.{s['dom']}": {"auth": s["enc"]}},
        "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
    }
    return json.dumps(data, indent="\t") + "\n"


def _dec_docker(t: str) -> str:
    auths = json.loads(t)["auths"]
    return dec_basic(next(iter(auths.values()))["auth"])


reg(
    F,
    "warmoshoba_registry_docker_config_auth",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config.json"),
    _docker_cfg,
    "pw_json",
    enc=lambda cred, s: enc_basic(s["fa"], cred),
    decode=_dec_docker,
)
