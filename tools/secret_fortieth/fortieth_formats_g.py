"""Family g: opal miners and noodlers of Coober Pedy (Australia): claim holders, cutters,
underground (dugout) accommodation and opal tours in the outback town."""

import random

from fortieth_spec import (
    DIGITS,
    UPPER,
    Family,
    after,
    alnum,
    b64,
    dec_b64_userpass,
    ec_pem,
    enc_b64_userpass,
    hexs,
    provider,
)

F = Family(
    "coober_pedy_opal_noodling",
    ("coober-opalfields",),
    "com.au",
    ("Shane", "Kylie", "Bruce", "Tania", "Darren", "Leanne", "Stavros", "Sharon"),
    (
        "McAllister",
        "Kowalski",
        "Papadopoulos",
        "Nguyen",
        "Thompson",
        "Kennedy",
        "Walsh",
        "Radcliffe",
    ),
    (
        "opal",
        "noodling",
        "dugout",
        "mullock",
        "potch",
        "colour",
        "crystal",
        "breakaways",
        "ute",
        "outback",
        "gibber",
        "kanga",
    ),
)

F.reg(
    "opal_dugout_booking_xero_client_secret_env",
    (".env", "booking/.env.production", "srv/dugout-<<nn>>/.env"),
    """# Underground rooms booking - invoices go to Xero
NODE_ENV=production
PORT=3000
XERO_CLIENT_ID=<<cid>>
XERO_CLIENT_SECRET=<<cred>>
XERO_REDIRECT_URI=https://book.<<dom>>/xero/callback
XERO_TENANT_ID=<<uuid>>
XERO_SCOPES="openid profile email accounting.transactions offline_access"
""",
    "p:xero",
    extra=lambda rng, c, v: {"cid": hexs(rng, 32, upper=True)},
)


def _dec_proxy(text: str) -> str:
    return dec_b64_userpass(after("Proxy-Authorization: Basic ", text))


F.reg(
    "opal_claim_portal_curl_verbose_proxy_basic",
    ("logs/curl_claims_<<ymd>>.txt", "home/<<user>>/claims-debug-<<nn>>.log"),
    """$ curl -v -x http://proxy.<<dom>>:3128 --proxy-user <<user>> https://minerals.sarig.sa.gov.au/claims/OPC<<num>>
Enter proxy password for user '<<user>>':
*   Trying <<ip>>:3128...
* Connected to proxy.<<dom>> (<<ip>>) port 3128
* CONNECT tunnel: HTTP/1.1 negotiated
* Proxy auth using Basic with user '<<user>>'
> CONNECT minerals.sarig.sa.gov.au:443 HTTP/1.1
> Host: minerals.sarig.sa.gov.au:443
> Proxy-Authorization: Basic <<cred>>
> User-Agent: curl/8.5.0
> Proxy-Connection: Keep-Alive
>
< HTTP/1.1 200 Connection established
<
* CONNECT phase completed
* ALPN: curl offers h2,http/1.1
""",
    "pw",
    syntax="",
    decode=_dec_proxy,
    enc=enc_b64_userpass,
)

F.reg(
    "opal_aussie_email_claimholders_portal_login",
    ("mail/<<ymd>>-members-portal.eml", "Mail/Inbox/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: members portal login
Date: <<rfc>> +0930
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii

G'day <<first2>>,

Here's the login for the Opal Miners Association members portal so you can
renew the precious stones claims before the end of the month.

user: <<user>>
pass: <<cred>>

Don't go changing it, half the committee uses the same one. Shout if
the claim numbers don't line up with last year's.

Cheers,
<<first>>
""",
    "human",
)

F.reg(
    "opal_gemmologist_shop_square_ruby_access_token",
    ("shop/lib/square_sync.rb", "scripts/square_stock_<<nn>>.rb"),
    """# Sync cut opal stock (solid, doublet, triplet) to the Square catalogue
require "square"

client = Square::Client.new(
  access_token: "<<cred>>",
  environment: "production"
)

result = client.catalog.list_catalog(types: "ITEM")
if result.success?
  result.data.objects.each { |o| puts "#{o[:id]}  #{o[:item_data][:name]}" }
else
  warn result.errors.inspect
end
""",
    "p:square",
)

F.reg(
    "opal_gemmologist_wireguard_conf_private_key",
    ("etc/wireguard/wg0.conf", "home/<<user>>/wireguard/cutting-shed-<<nn>>.conf"),
    """[Interface]
# cutting shed -> town office
Address = 10.66.<<n>>.2/24
PrivateKey = <<cred>>
DNS = 1.1.1.1

[Peer]
PublicKey = <<pub>>
Endpoint = <<pubip>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    "b64:32",
    syntax="",
    extra=lambda rng, c, v: {"pub": b64(rng, 32)},
)

F.reg(
    "opal_noodlers_imessage_export_wifi_reply",
    ("imessage_export/+614<<nn>><<num>>.txt", "Documents/messages/<<first>>.txt"),
    """<<mdy>>  <<time>>:12 PM
+61 4<<nn>> <<num>> <<num>>
mate whats the wifi at the dugout bnb, guests from germany cant get on

<<mdy>>  <<time2>>:03 PM
Me
<<cred>>

<<mdy>>  <<time2>>:40 PM
+61 4<<nn>> <<num>> <<num>>
legend ta
""",
    "human",
)

F.reg(
    "opal_gemmology_reports_aws_cli_configure_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """sudo apt install awscli -y
aws configure set aws_access_key_id <<akid>>
aws configure set aws_secret_access_key <<cred>>
aws configure set region ap-southeast-2
aws s3 sync ./valuations s3://<<org>>-valuations/<<year>>/
aws s3 ls s3://<<org>>-valuations/<<year>>/
""",
    "p:aws_secret",
    extra=lambda rng, c, v: {"akid": provider(rng, "aws_akid")},
)


def _p8(rng: random.Random) -> str:
    return ec_pem(rng, pkcs8=True)


F.reg(
    "opal_outback_app_store_connect_p8_key",
    ("AuthKey_<<kid>>.p8", "ios/fastlane/keys/AuthKey_<<kid>>.p8"),
    """<<cred>>
""",
    _p8,
    extra=lambda rng, c, v: {"kid": alnum(rng, 10, UPPER + DIGITS)},
)
