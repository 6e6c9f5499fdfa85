# ruff: noqa: E501
"""Family i: a household in Isfahan (Iran) keeping savings in crypto wallets and on exchanges;
Persian."""

from __future__ import annotations

import json

from fiftyninth_spec import Fam, alnum, prov

F = Fam(
    "isfahan_crypto_wallet_household",
    tld="ir",
    orgs=("arzbaan", "naghshjahan", "zayandeh"),
    first=(
        ("علی", "ali"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("زهرا", "zahra"),
        ("حسین", "hossein"),
        ("نرگس", "narges"),
        ("امیر", "amir"),
        ("سارا", "sara"),
    ),
    last=(
        ("رضایی", "rezaei"),
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("کریمی", "karimi"),
        ("اصفهانی", "esfahani"),
        ("نوروزی", "nowruzi"),
    ),
    words=(
        "sepahan",
        "zayande",
        "khaju",
        "gaz",
        "naghsh",
        "persepolis",
        "bahar",
        "nowruz",
        "sioseh",
        "golestan",
    ),
    pets=("pishi", "mamoosh", "kuchulu", "shadi", "pashmak", "gorbe"),
    mail=("gmail.com", "yahoo.com", "chmail.ir"),
    cc="+98",
    ssid=("Irancell-TD-", "MobinNet_", "TP-LINK_", "Khane_", "Shatel_"),
)


F.reg(
    "isfahan_telegram_saved_messages_seed_phrase",
    ("Telegram/saved_messages_<<ymd>>.txt", "Documents/پیام های ذخیره شده <<n>>.txt"),
    """Saved Messages
<<date>> 23:12

کلمات بازیابی کیف پول Trust Wallet (مال مامان) - جایی دیگه ننویس
<<cred>>

<<date>> 23:14
آدرس USDT (TRC20): T<<addr>>
""",
    cred="p:seed12",
    extra=lambda rng, s: {"addr": alnum(rng, 33)},
)

F.reg(
    "isfahan_nobitex_api_python_bot",
    ("projects/nobitex_bot/bot_<<n>>.py", "home/<<fa>>/trade/nobitex_<<ymd>>.py"),
    '''"""ربات ساده خرید پله‌ای تتر در نوبیتکس."""

import requests

TOKEN = "<<cred>>"
HEADERS = {"Authorization": f"Token {TOKEN}", "content-type": "application/json"}

resp = requests.post("https://api.nobitex.ir/users/wallets/list", headers=HEADERS, timeout=20)
for w in resp.json()["wallets"]:
    print(w["currency"], w["balance"])
''',
    cred="hex:40",
)

F.reg(
    "isfahan_electrum_private_keys_export_json",
    ("Documents/electrum-private-keys-<<ymd>>.json", "USB/کیف پول/electrum_export_<<n>>.json"),
    lambda s: json.dumps(
        {f"bc1q{s['a1']}": f"p2wpkh:{s['cred']}", f"bc1q{s['a2']}": f"p2wpkh:{s['k2']}"}, indent=4
    ),
    cred="p:wif",
    extra=lambda rng, s: {
        "a1": alnum(rng, 38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "a2": alnum(rng, 38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "k2": prov(rng, "wif"),
    },
)

F.reg(
    "isfahan_note_persian_metamask_private_key",
    ("Notes/کیف پول <<n>>.txt", "Documents/یادداشت_<<ymd>>.txt"),
    """یادداشت - <<date>>
کلید خصوصی متامسک (حساب ۲، برای بازی)
<<cred>>
شبکه: BNB Smart Chain
رمز افزونه متامسک همون رمز لپ‌تاپه
""",
    cred="p:eth",
)

F.reg(
    "isfahan_bitcoin_conf_rpcpassword",
    ("home/<<fa>>/.bitcoin/bitcoin.conf", "node_backup_<<ymd>>/bitcoin-<<n>>.conf"),
    """# نود خانگی روی رزبری پای (پشت VPN)
server=1
txindex=0
prune=550
rpcuser=<<fa>>
rpcpassword=<<cred>>
rpcallowip=192.168.1.0/24
rpcbind=0.0.0.0
dbcache=450
""",
    cred="pw",
    syntax="",
)

F.reg(
    "isfahan_binance_env_grid_bot",
    ("projects/grid-bot/.env", "home/<<fa>>/binance_grid_<<n>>/.env"),
    """BINANCE_API_KEY=<<ak>>
BINANCE_API_SECRET=<<cred>>
SYMBOL=BTCUSDT
GRID_LEVELS=12
PROXY=socks5h://127.0.0.1:10808
""",
    cred="p:binance",
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 64)},
)

F.reg(
    "isfahan_persian_email_brother_ramz_saraf",
    ("Mail/Sent/رمز صرافی <<n>>.eml", "Gmail/Sent/exchange_<<ymd>>.eml"),
    """From: <<fa>> <<<email>>>
To: <<email2>>
Subject: حساب صرافی مامان
Date: Thu, 21 Mar <<year>> 10:04:12 +0330
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

سلام داداش،
برای اینکه تو هم بتونی حساب مامان رو چک کنی:
نام کاربری: <<login>>
رمز عبور: <<cred>>
کد دوعاملی روی گوشی خودمه، قبلش زنگ بزن.
قربانت
""",
    cred="human",
)


def _sheet(s: dict) -> str:
    rows = [
        ("صرافی", "نام کاربری", "رمز", "موجودی (USDT)"),
        ("Nobitex", s["login"], s["cred"], str(s["n4"])),
        ("Wallex", s["email2"], "همون بالا", str(s["n3"])),
        ("Trust Wallet", "-", "کلمات در دفتر", str(s["n"])),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="دارایی">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "isfahan_spreadsheetml_portfolio_ramz",
    ("Documents/دارایی_<<year>>.xml", "Desktop/portfolio_<<n>>.xml"),
    _sheet,
    cred="human",
)
