# ruff: noqa: E501
"""Family g: a naira crypto OTC desk in Nigeria: Binance P2P, Quidax, Luno, Paystack
transfers, Termii SMS OTP, an Electrum wallet; Nigerian Pidgin and Yoruba chat."""

from __future__ import annotations

from eightyseventh_spec import Fam

F = Fam(
    name="naira_crypto_otc_desk",
    orgs=("nairabridge", "ekoblockotc"),
    brands=("NairaBridge OTC", "Eko Block Exchange"),
    tld="com.ng",
    first=(
        ("Tunde", "tunde"),
        ("Chiamaka", "chiamaka"),
        ("Adebayo", "adebayo"),
        ("Ngozi", "ngozi"),
        ("Emeka", "emeka"),
        ("Folake", "folake"),
        ("Ibrahim", "ibrahim"),
        ("Bisola", "bisola"),
    ),
    last=(
        ("Adeyemi", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Olawale", "olawale"),
        ("Nwosu", "nwosu"),
    ),
    words=(
        "jollof",
        "omo",
        "naija",
        "suya",
        "danfo",
        "owambe",
        "sapa",
        "agbado",
        "eko",
        "chop",
        "bitcoin",
        "hodl",
        "moon",
        "odogwu",
    ),
    pets=("bingo", "simba", "jackie", "rex", "tiger", "lucky"),
    places=(
        ("Ikeja", "ikeja"),
        ("Lekki", "lekki"),
        ("Yaba", "yaba"),
        ("Surulere", "surulere"),
        ("Wuse", "wuse"),
    ),
    cc="+234",
    mobile=("803", "806", "813", "703", "906"),
    nlocal=7,
)

F.reg(
    "nairaotc_binance_p2p_ads_bot_python",
    ("otc-bot/binance_p2p.py", "desk/<<fa>>/p2p_rates_<<n2>>.py"),
    '''"""Pull Binance P2P USDT/NGN adverts every minute and post our desk price to the Telegram group."""

import time

from binance.spot import Spot

BINANCE_API_KEY = "<<apikey>>"
BINANCE_API_SECRET = "<<cred>>"

client = Spot(api_key=BINANCE_API_KEY, api_secret=BINANCE_API_SECRET)

while True:
    bal = client.funding_wallet(asset="USDT")
    print(time.strftime("%H:%M"), bal)
    time.sleep(60)
''',
    cred="p:binance_secret",
    extra=lambda rng, s: {
        "apikey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(64)
        )
    },
)

F.reg(
    "nairaotc_pidgin_telegram_copied_text",
    ("notes/tg_desk_<<ymd>>.txt", "Desktop/otc group <<n3>>.txt"),
    """<<fn>> <<ln>>, [<<dmy_dot>> <<time>>]
Oga abeg the Quidax desk login don change?

<<fn2>> <<ln2>>, [<<dmy_dot>> <<time>>]
Yes o. Email na <<email2>>, password na <<cred>>

<<fn2>> <<ln2>>, [<<dmy_dot>> <<time2>>]
No share am for outside, and delete this message when you don log in

<<fn>> <<ln>>, [<<dmy_dot>> <<time2>>]
Sharp sharp 👌
""",
    cred="human",
)

F.reg(
    "nairaotc_quidax_node_env",
    ("otc-api/.env", "srv/<<org>>/quidax.env"),
    """NODE_ENV=production
QUIDAX_BASE_URL=https://www.quidax.com/api/v1
QUIDAX_SECRET_KEY=<<cred>>
DESK_USER_ID=me
MIN_TRADE_USDT=500
REDIS_URL=redis://<<ip>>:6379/2
""",
    cred="p:quidax",
)

F.reg(
    "nairaotc_paystack_transfer_go",
    ("payout/paystack.go", "cmd/settle/<<placea>>_paystack.go"),
    """package payout

import (
	"bytes"
	"encoding/json"
	"net/http"
)

// settle naira leg of an OTC trade to the client's bank account
const paystackSecret = "<<cred>>"

func Transfer(amountKobo int64, recipient, reason string) (*http.Response, error) {
	body, _ := json.Marshal(map[string]any{
		"source": "balance", "amount": amountKobo, "recipient": recipient, "reason": reason,
	})
	req, _ := http.NewRequest("POST", "https://api.paystack.co/transfer", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+paystackSecret)
	req.Header.Set("Content-Type", "application/json")
	return http.DefaultClient.Do(req)
}
""",
    cred="p:paystack",
)

F.reg(
    "nairaotc_electrum_wallet_zsh_history",
    ("home/<<fa>>/.zsh_history", "Users/<<fa>>/.zsh_history"),
    """: <<ts>>:0;electrum daemon -d
: <<ts>>:0;electrum load_wallet -w ~/.electrum/wallets/desk_hot --password '<<cred>>'
: <<ts>>:0;electrum getbalance -w ~/.electrum/wallets/desk_hot
: <<ts>>:0;electrum payto bc1q<<addr>> 0.0<<n3>> -w ~/.electrum/wallets/desk_hot --password '<<cred>>' | electrum broadcast -
: <<ts>>:0;electrum stop
""",
    cred="pw_sq",
    extra=lambda rng, s: {
        "addr": "".join(rng.choice("023456789acdefghjklmnpqrstuvwxyz") for _ in range(38))
    },
    syntax="",
)

F.reg(
    "nairaotc_termii_otp_php",
    ("app/Services/TermiiOtp.php", "otc-portal/<<placea>>/TermiiOtp.php"),
    """<?php

namespace App\\Services;

use Illuminate\\Support\\Facades\\Http;

class TermiiOtp
{
    private string $apiKey = '<<cred>>';

    public function send(string $phone): array
    {
        return Http::post('https://api.ng.termii.com/api/sms/otp/send', [
            'api_key' => $this->apiKey,
            'message_type' => 'NUMERIC',
            'to' => $phone,
            'from' => 'N-Alert',
            'channel' => 'dnd',
            'pin_attempts' => 3,
            'pin_time_to_live' => 5,
            'pin_length' => 6,
            'pin_placeholder' => '< 1234 >',
            'message_text' => 'Your <<brand>> code is < 1234 >',
        ])->json();
    }
}
""",
    cred="x:TL:62",
)

F.reg(
    "nairaotc_yoruba_whatsapp_reply_only_value",
    ("WhatsApp Chat - <<fn2>> <<n2>>.txt", "exports/<<fa>>/_chat_<<n3>>.txt"),
    """[<<dmy>>, <<hms>>] <<fn>> <<ln>>: Ẹ káàrọ̀ ma. Kí ni password Luno ti desk? Mo fẹ́ ṣe withdrawal
[<<dmy>>, <<hms>>] <<fn2>> <<ln2>>: <<cred>>
[<<dmy>>, <<hms>>] <<fn>> <<ln>>: Ẹ ṣé gan an 🙏🏾
""",
    cred="human_x",
)

F.reg(
    "nairaotc_luno_api_key_yaml",
    ("config/exchanges.yml", "otc-engine/<<placea>>/luno.yaml"),
    """exchanges:
  luno:
    base_url: https://api.luno.com
    key_id: "<<keyid>>"
    key_secret: "<<cred>>"
    pairs: [XBTNGN, USDTNGN]
  quidax:
    enabled: false
desk:
  spread_bps: 85
  max_ticket_ngn: 50000000
""",
    cred="p:luno_secret",
    extra=lambda rng, s: {
        "keyid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(13))
    },
)
