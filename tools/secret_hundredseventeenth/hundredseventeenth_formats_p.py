# ruff: noqa: E501
"""Family p: a mobile carrier dealer's back office (携帯ショップ代理店) in Osaka, Japan; Japanese."""

from hundredseventeenth_spec import Fam

F = Fam(
    name="keitai_dealer_backoffice_osaka",
    orgs=("denpakan", "naniwamobile", "umedatel", "sakaikeitai"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健一", "kenichi"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("彩", "aya"),
    ),
    last=(
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("吉田", "yoshida"),
    ),
    words=(
        "osaka",
        "tsutenkaku",
        "takoyaki",
        "sakura",
        "hanshin",
        "tigers",
        "namba",
        "umeda",
        "kitsune",
        "fuji",
        "keitai",
        "nihon",
        "ganbare",
        "yodogawa",
    ),
    pets=("pochi", "tama", "mugi", "koro", "hana"),
    cc="+81",
    city="大阪市",
)

F.reg(
    "denpakan_chatwork_copied_pasuwado_uketsuke",
    ("メモ/chatwork_<<n>>.txt", "Documents/cw_<<fa>>_<<n>>.txt"),
    """[<<date>> <<time>>] <<ln>> <<fn>>
お疲れさまです。受付システムのパスワードが変わったので共有します。

[<<date>> <<time>>] <<ln>> <<fn>>
ID: <<user>>
PW: <<cred>>

[<<date>> <<time2>>] <<ln2>> <<fn2>>
ありがとうございます！確認しました。
""",
    cred="human",
    syntax="",
)

F.reg(
    "denpakan_payjp_config_yml",
    ("config/payjp.yml", "kaiin-app/config/payjp_<<n>>.yml"),
    """production:
  public_key: "pk_live_<<pk>>"
  secret_key: "<<cred>>"
  webhook_path: /payjp/webhook
""",
    cred="p:payjp",
    extra=lambda rng, s: {"pk": "".join(rng.choice("0123456789abcdef") for _ in range(24))},
)

F.reg(
    "denpakan_kintone_keiyaku_api_token_python",
    ("kintone/keiyaku_sync.py", "scripts/kintone_<<n>>.py"),
    """import requests

DOMAIN = "<<org>>.cybozu.com"
APP_ID = <<n>>
API_TOKEN = "<<cred>>"

r = requests.get(
    f"https://{DOMAIN}/k/v1/records.json",
    headers={"X-Cybozu-API-Token": API_TOKEN},
    params={"app": APP_ID, "query": '契約日 = TODAY()'},
    timeout=30,
)
for rec in r.json()["records"]:
    print(rec["顧客名"]["value"], rec["機種"]["value"])
""",
    cred="alnum:40",
)

F.reg(
    "denpakan_smaregi_pos_client_env",
    ("smaregi-sync/.env", "apps/<<org>>-pos/.env"),
    """SMAREGI_CONTRACT_ID=<<cid>>
SMAREGI_CLIENT_ID=<<ci>>
SMAREGI_CLIENT_SECRET=<<cred>>
SMAREGI_SCOPE=pos.products:read pos.transactions:read
""",
    cred="hex:64",
    syntax="",
    extra=lambda rng, s: {
        "cid": "sb_"
        + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8)),
        "ci": "".join(rng.choice("0123456789abcdef") for _ in range(32)),
    },
)

F.reg(
    "denpakan_japanese_email_uketsuke_shisutemu_pasuwado",
    ("mail/受信トレイ/<<n2>>.eml", "Outlook/dealer_<<n>>.eml"),
    """From: 本部システム課 <system@<<dom>>>
To: <<email>>
Subject: 【重要】代理店受付システム 仮パスワードのお知らせ
Content-Type: text/plain; charset=UTF-8

<<ln>> <<fn>> 様

いつもお世話になっております。
難波店のアカウントを発行しました。初回ログイン後、パスワードを変更してください。

ログインID：<<user>>
仮パスワード：<<cred>>

本部システム課
""",
    cred="human",
    syntax="",
)

F.reg(
    "denpakan_yamaha_rtx_ipsec_preshared_config",
    ("rtx/rtx1220_<<n>>.txt", "network/<<org>>-namba-config_<<date>>.txt"),
    """# RTX1220 Rev.15.04.04
ip lan1 address <<lan>>/24
pp select 1
 pp auth accept pap chap
 pp auth myname <<org>>@isp.ne.jp <<auth>>
tunnel select 1
 ipsec tunnel 101
  ipsec sa policy 101 1 esp aes-cbc sha-hmac
  ipsec ike pre-shared-key 1 text <<cred>>
  ipsec ike remote address 1 <<pub>>
 ip tunnel tcp mss limit auto
tunnel enable 1
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"auth": "${PPPOE_PASS}"},
)

F.reg(
    "denpakan_shift_excel_vba_ado_connection",
    ("vba/ShiftModule_<<n>>.bas", "macro/シフト集計.bas"),
    """Attribute VB_Name = "ShiftModule"
Option Explicit

Public Sub ImportShift()
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>;Initial Catalog=shift;User ID=shift_rw;Password=<<cred>>;"
    ' 店舗別シフトを取り込む
    cn.Close
End Sub
""",
    cred="pw",
    syntax="",
)

F.reg(
    "denpakan_fax_ocr_label_next_line",
    ("scan/fax_<<date>>_<<n>>.txt", "ocr/FAX<<n2>>.txt"),
    """FAX送信票  <<Org>> 本部 → 梅田店
件名: 端末管理ツール ログイン情報
ログインID
<<user>>
パスワード
<<cred>>
※受信後シュレッダー処理のこと
""",
    cred="human",
    syntax="",
)
