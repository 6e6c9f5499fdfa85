# ruff: noqa: E501
"""Family m: a university library's special collections (rare classical books, kotenseki)
in Kyoto, Japan (Japanese; LINE, a Java digital-archive app on Tomcat, Sakura Cloud object
storage, PayPay for reproduction fees, book scanners on a CIFS share, a reading-room kiosk with
Windows auto-logon, an Excel 2003 XML sheet)."""

from __future__ import annotations

import random

from ninetyfirst_corpus import ALNUM
from ninetyfirst_spec import Fam, dec_xml, enc_xml, grab

FAM = Fam(
    name="kotenseki_special_collections_japan",
    orgs=("kotenbunko", "rakuhokuuniv", "kamogawalib"),
    titles=("洛北大学附属図書館 貴重資料室", "古典籍文庫", "鴨川大学 特殊コレクション"),
    tld="ac.jp",
    first=(
        ("花子", "hanako"),
        ("健", "ken"),
        ("美咲", "misaki"),
        ("翔太", "shota"),
        ("陽菜", "hina"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("拓也", "takuya"),
        ("さくら", "sakura"),
        ("直樹", "naoki"),
    ),
    last=(
        ("山田", "yamada"),
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
    ),
    words=(
        "sakura",
        "kamogawa",
        "genji",
        "heian",
        "kyoto",
        "matcha",
        "momiji",
        "tsuki",
        "yuki",
        "kotoba",
        "shodo",
        "washi",
        "emaki",
        "kanji",
        "fuji",
        "hanami",
        "arashiyama",
        "gion",
    ),
    uwords=(),
    pets=("mochi", "tama", "kuro", "pochi", "hana", "sora", "kinako"),
    city="京都",
    cc="+81 90-",
)

FAM.reg(
    "kotenseki_line_talk_history_reply_only",
    ("LINE/[LINE] 貴重資料室のトーク_<<n>>.txt", "Documents/line_talk_<<date>>.txt"),
    """[LINE] 貴重資料室 のトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<time>>

<<y>>/<<mo>>/<<d>>(水)
<<time>>\t<<last>> <<first>>\t閲覧室の検索端末、管理者パスワード何でしたっけ？
<<time>>\t<<last>> <<first>>\tユーザーは kanri<<n>> です
<<time>>\t<<last2>> <<first2>>\t<<cred>>
<<time>>\t<<last>> <<first>>\tありがとうございます！
""",
    "human",
)


def _xml_pw(rng: random.Random) -> str:
    while True:
        s = "".join(rng.choice(ALNUM) for _ in range(rng.randint(14, 20)))
        i = rng.randrange(1, len(s) - 1)
        s = s[:i] + rng.choice("&<>") + s[i + 1 :]
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s


FAM.reg(
    "kotenseki_digital_archive_tomcat_context_xml_escaped",
    ("opt/tomcat/conf/Catalina/localhost/archive.xml", "srv/tomcat-<<n>>/conf/context.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- 貴重書デジタルアーカイブ (IIIF / Mirador) -->
<Context path="/archive" reloadable="false">
  <Resource name="jdbc/archive" auth="Container" type="javax.sql.DataSource"
            driverClassName="org.postgresql.Driver"
            url="jdbc:postgresql://<<ip>>:5432/kotenseki"
            username="archive_app" password="<<enc>>"
            maxTotal="20" maxIdle="5" validationQuery="SELECT 1"/>
  <Environment name="iiif/baseUrl" value="https://iiif.<<dom>>/iiif/3" type="java.lang.String"/>
</Context>
""",
    _xml_pw,
    extra=lambda rng, s: {"enc": enc_xml(s["cred"])},
    decode=lambda t: dec_xml(grab(r'password="([^"]*)"', t)),
)

FAM.reg(
    "kotenseki_sakura_object_storage_rclone_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "etc/rclone/kotenseki-<<n>>.conf"),
    """[sakura]
type = s3
provider = Other
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = https://s3.isk01.sakurastorage.jp
acl = private

[nas]
type = smb
host = <<ip>>
user = scan
""",
    "alnum:40",
    extra=lambda rng, s: {"akid": s["hex8"].upper() + str(s["n4"]) + "SKR"},
)

FAM.reg(
    "kotenseki_japanese_email_pasuwado_catalogue",
    ("mail/<<date>>_catalog_account.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<last>> <<first>> <<<email>>>
To: <<last2>> <<first2>> <<<email2>>>
Subject: 古典籍目録システムのアカウントについて
Date: <<d>> Nov <<y>> <<time>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<last2>>さん

お疲れさまです。<<last>>です。
来月からの目録入力作業用に、目録システムのアカウントを発行しました。

  URL：https://catalog.<<dom>>/admin
  ユーザーID：<<user>>
  パスワード：<<cred>>

初回ログイン時に変更してください。よろしくお願いいたします。

--
<<title>>
<<last>> <<first>>
""",
    "human",
)

FAM.reg(
    "kotenseki_reproduction_fees_paypay_python",
    ("scripts/paypay_fukusei.py", "home/<<fa>>/paypay/qr_<<n>>.py"),
    '''"""複写料金の PayPay QR コード決済 (動的 QR)。"""

import uuid

import paypayopa

client = paypayopa.Client(auth=("a_<<hex8>>_<<n4>>", "<<cred>>"), production_mode=True)
client.set_assume_merchant("<<n4>><<n3>><<n4>>")


def qr(yen: int, desc: str) -> str:
    req = {"merchantPaymentId": str(uuid.uuid4()), "codeType": "ORDER_QR",
           "orderDescription": desc, "amount": {"amount": yen, "currency": "JPY"}}
    return client.Code.create_qr_code(req)["data"]["url"]
''',
    "p:paypay",
)

FAM.reg(
    "kotenseki_book_scanner_fstab_cifs_inline",
    ("etc/fstab", "etc/fstab.scan<<n>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<hex8>>-<<n4>> /boot/efi vfat    umask=0077      0       1
# ブックスキャナ出力 (OS 15000 / 600 dpi TIFF)
//<<ip>>/scan /mnt/scan cifs username=scanop,password=<<cred>>,uid=1000,gid=1000,iocharset=utf8,vers=3.0 0 0
""",
    "pw_bare",
)

FAM.reg(
    "kotenseki_reading_room_kiosk_autologon_reg",
    ("kiosk/autologon_<<n>>.reg", "Desktop/閲覧端末_自動ログオン.reg"),
    """Windows Registry Editor Version 5.00

; 閲覧室 検索端末 -- 自動ログオン
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="etsuran<<n>>"
"DefaultDomainName"="<<org>>"
"DefaultPassword"="<<cred>>"
"ForceAutoLogon"="1"
""",
    "pw_dq",
)


def _spreadsheetml(s: dict) -> str:
    rows = [
        ("システム", "ID", "パスワード", "備考"),
        ("目録システム", s["user"], "(メール参照)", ""),
        ("スキャナ PC", "scanop", s["cred"], "OS 15000"),
        ("NAS", "admin", "(係長に確認)", s["ip"]),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" '
        'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f' <Worksheet ss:Name="アカウント{s["y"]}">\n  <Table>\n{body}\n  </Table>\n </Worksheet>\n</Workbook>\n'
    )


FAM.reg(
    "kotenseki_accounts_spreadsheetml_2003",
    ("shared/kanri/accounts_<<y>>.xml", "Documents/アカウント一覧_<<n>>.xml"),
    _spreadsheetml,
    "human_x",
)
