# ruff: noqa: E501
"""Family h: a cosmetics contract manufacturer (OEM / ODM) near Bangkok, Thailand (Thai):
LINE chats, Thai FDA e-submission, a batch-record MES on SQL Server, Omise, Shopee, Flash
Express, a filling-line HMI over UltraVNC and Waters Empower on Oracle."""

from __future__ import annotations

from hundredfourth_spec import Fam, line_chat

FAM = Fam(
    name="oemthai_cosmetics_contract_manufacturer",
    orgs=("siamfill", "suayoem", "chokdeelab", "malicosmo"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุภาพร", "supaporn"),
        ("วิชัย", "wichai"),
        ("นภัสสร", "napatsorn"),
        ("ธนพล", "thanapon"),
        ("กมลชนก", "kamonchanok"),
        ("ปิยะ", "piya"),
        ("อรุณี", "arunee"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ไทย", "wongthai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("จันทร์เพ็ญ", "janpen"),
        ("สุขสวัสดิ์", "suksawat"),
    ),
    words=(
        "sawasdee",
        "chiangmai",
        "mali",
        "kulap",
        "sabai",
        "chokdee",
        "mangkorn",
        "siam",
        "krungthep",
        "suay",
        "khaohom",
        "nampueng",
        "dokmai",
        "fahsai",
        "ruay",
        "mekhong",
        "sukjai",
        "ngern",
    ),
    pets=("mochi", "khaotom", "moo", "tonkla", "namtan", "lucky"),
    cc="+66",
    city="Bangkok",
    lwords=("มะลิ", "สวย", "โชคดี"),
)

R = FAM.reg

R(
    "oemthai_line_chat_export_rahat_customer_portal",
    ("[LINE] Chat with <<fa2>>.txt", "LINE/chat_<<fn2>>_<<date>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=line_chat(
            rng,
            s,
            "<<fn2>>",
            [
                ("<<fn>>", "พี่คะ ลูกค้าแบรนด์เซรั่มขอเข้าระบบติดตามล็อตผลิตค่ะ"),
                ("<<fn2>>", "user: <<login>>"),
                ("<<fn2>>", "รหัส <<cred>>"),
                ("<<fn>>", "ขอบคุณค่ะ 🙏"),
            ],
        )
    ),
)

R(
    "oemthai_fda_esubmission_handover_thai_markdown",
    ("docs/ส่งมอบงาน_<<fa>>.md", "wiki/regulatory/handover_<<date>>.md"),
    """# ส่งมอบงานทะเบียน อย. (<<fn>> → <<fn2>>)

วันที่ <<dmy>>

## ระบบ e-Submission / Skynet (จดแจ้งเครื่องสำอาง)
- เว็บ: https://privus.fda.moph.go.th
- ผู้ใช้: <<login>>
- รหัสผ่าน: <<cred>>
- Open ID ผูกกับบัตรประชาชนของผู้ดำเนินกิจการ

## งานค้าง
- จดแจ้งครีมกันแดด SPF50 ของลูกค้า 3 รายการ (รอสูตรจากแล็บ)
- ต่ออายุใบอนุญาตผลิต ภายในเดือนหน้า
""",
    "human",
    "",
)

R(
    "oemthai_batch_record_mes_appsettings_sqlserver",
    ("BatchRecord.Web/appsettings.Production.json", "mes/<<org>>/appsettings.json"),
    """{
  "Logging": {"LogLevel": {"Default": "Information"}},
  "ConnectionStrings": {
    "BatchRecordDb": "Server=<<ip>>,1433;Database=EBR_<<orgu>>;User Id=ebr_app;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Plant": {"Name": "<<orgc>> OEM Samut Prakan", "Lines": ["Filling-1", "Filling-2", "Tube-1"]},
  "AllowedHosts": "*"
}
""",
    "pw_json",
    extra=lambda rng, s: s.update(orgu=str(s["org"]).upper()),
)

R(
    "oemthai_omise_secret_key_ruby_initializer",
    ("config/initializers/omise.rb", "<<org>>-portal/config/initializers/omise.rb"),
    """# Omise — ลูกค้า OEM ชำระมัดจำล็อตผลิต (บัตร / PromptPay)
require "omise"

Omise.public_api_key = "pkey_5<<pk>>"
Omise.secret_api_key = "<<cred>>"
Omise.api_version = "2019-05-29"
""",
    "p:omise",
    "",
    extra=lambda rng, s: s.update(
        pk=__import__("hundredfourth_corpus").alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")
    ),
)

R(
    "oemthai_shopee_open_platform_partner_key_go",
    ("internal/shopee/client.go", "cmd/<<org>>-shopee/main.go"),
    """package shopee

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

// ร้านแบรนด์ตัวเองของโรงงาน บน Shopee TH
const (
	PartnerID  = <<pid>>
	PartnerKey = "<<cred>>"
	ShopID     = <<shopid>>
	Host       = "https://partner.shopeemobile.com"
)

func Sign(path string, accessToken string) (string, int64) {
	ts := time.Now().Unix()
	base := fmt.Sprintf("%d%s%d%s%d", PartnerID, path, ts, accessToken, ShopID)
	m := hmac.New(sha256.New, []byte(PartnerKey))
	m.Write([]byte(base))
	return hex.EncodeToString(m.Sum(nil)), ts
}
""",
    "p:shopee",
    "",
    extra=lambda rng, s: s.update(
        pid=rng.randint(2000000, 2099999), shopid=rng.randint(10**8, 10**9)
    ),
)

R(
    "oemthai_filling_line_hmi_ultravnc_ini",
    ("C/Program Files/uvnc bvba/UltraVNC/ultravnc.ini", "hmi_backup/filling<<n>>/ultravnc.ini"),
    """[ultravnc]
passwd=<<cred>>
passwd2=<<p2>>
[admin]
UseRegistry=0
MSLogonRequired=0
NewMSLogon=0
DebugMode=0
Avilog=0
DisableTrayIcon=1
AuthRequired=1
ConnectPriority=0
PortNumber=5900
HTTPPortNumber=5800
IdleTimeout=0
""",
    "HEX:18",
    "ini",
    extra=lambda rng, s: s.update(p2=__import__("hundredfourth_corpus").hexs(rng, 18, upper=True)),
)

R(
    "oemthai_flash_express_open_api_dotenv",
    (".env", "services/<<org>>-shipping/.env"),
    """# Flash Express Open API — ส่งตัวอย่างสินค้าให้ลูกค้า OEM
FLASH_API_URL=https://open-api.flashexpress.com
FLASH_MCH_ID=AA<<mch>>
FLASH_SECRET_KEY=<<cred>>
FLASH_SRC_NAME="<<orgc>> Factory"
FLASH_SRC_POSTCODE=10540
""",
    "p:flash",
    "",
    extra=lambda rng, s: s.update(mch=rng.randint(1000, 9999)),
)

R(
    "oemthai_empower_oracle_sqlplus_bat",
    ("QC/scripts/empower_export.bat", "lab/hplc/<<fa>>_export_<<nn>>.bat"),
    """@echo off
rem ดึงผลวิเคราะห์ HPLC จาก Waters Empower (Oracle) ไปทำ CoA — รันทุกคืน
set ORACLE_SID=EMPOWER
sqlplus -s system/<<cred>>@<<host>>:1521/EMPOWER @C:\\QC\\sql\\coa_results.sql > C:\\QC\\out\\coa_%date:~-4%%date:~3,2%%date:~0,2%.csv
if errorlevel 1 echo export failed >> C:\\QC\\out\\error.log
""",
    "pw_bare",
    "",
)
