# ruff: noqa: E501
"""Family h: a Jaipur affiliate marketer running deal channels and a coupon site (Hindi, Hinglish)."""

from __future__ import annotations

from ninetythird_spec import FAM_H, alnum, prov

FAM_H.reg(
    "amazon_paapi5_php_secret_key",
    ("wp-content/plugins/<<org>>-deals/paapi_config.php", "<<org>>/amazon/paapi_<<n>>.php"),
    """<?php
// Amazon Associates (PA-API 5.0) - डील पेज के लिए प्रोडक्ट प्राइस
$config = new Amazon\\ProductAdvertisingAPI\\v1\\Configuration();
$config->setAccessKey('<<akid>>');
$config->setSecretKey('<<cred>>');
$config->setHost('webservices.amazon.in');
$config->setRegion('eu-west-1');

$partnerTag = '<<org>>-21';
""",
    "p:amazon_paapi",
    syntax="",
    extra=lambda r, s: {"akid": prov(r, "aws_id")},
)

FAM_H.reg(
    "razorpay_node_key_secret_premium_channel",
    ("premium-channel/server.js", "<<org>>-subs/src/razorpay_<<n>>.js"),
    """// प्रीमियम टेलीग्राम चैनल की सब्सक्रिप्शन (₹99/माह) - Razorpay
const Razorpay = require('razorpay');

const razorpay = new Razorpay({
  key_id: 'rzp_live_<<kid>>',
  key_secret: '<<cred>>',
});

async function createPlanLink(userPhone) {
  return razorpay.paymentLink.create({
    amount: 9900,
    currency: 'INR',
    description: '<<orgc>> Premium Deals',
    customer: { contact: userPhone },
    notify: { sms: true },
  });
}

module.exports = { createPlanLink };
""",
    "p:razorpay_secret",
    syntax="",
    extra=lambda r, s: {"kid": alnum(r, 14)},
)

FAM_H.reg(
    "hindi_whatsapp_earnkaro_paasvard",
    ("WhatsApp Chat with <<fn2>>.txt", "phone/whatsapp_team_<<n>>.txt"),
    """<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi>> - <<fn2>>: भैया EarnKaro का पासवर्ड क्या है? लिंक बनाने हैं सेल के लिए
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: ईमेल वही है <<gmail>>
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: पासवर्ड <<cred>>
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi3>> - <<fn2>>: ho gaya, thanks 🙏 Flipkart wale links bhi daal deti hu
""",
    "human",
    syntax="",
)

FAM_H.reg(
    "certbot_cloudflare_dns_credentials_ini",
    ("etc/letsencrypt/cloudflare.ini", "root/.secrets/certbot/cloudflare_<<org>>.ini"),
    """# Cloudflare API token used by Certbot (DNS-01) for *.<<dom>>
dns_cloudflare_api_token = <<cred>>
""",
    "p:cloudflare",
    syntax="",
)

FAM_H.reg(
    "bitly_token_apps_script_deal_sheet",
    ("apps-script/<<org>>_deals/Code.gs", "Drive/Deal Sheet <<y>>/Code_<<n>>.gs"),
    """// डील शीट: कॉलम B के affiliate लिंक को Bitly से छोटा करके कॉलम C में डालें
const BITLY_TOKEN = '<<cred>>';

function shortenAll() {
  const sh = SpreadsheetApp.getActive().getSheetByName('आज की डील');
  const rows = sh.getRange(2, 2, sh.getLastRow() - 1, 1).getValues();
  rows.forEach((r, i) => {
    if (!r[0]) return;
    const res = UrlFetchApp.fetch('https://api-ssl.bitly.com/v4/shorten', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + BITLY_TOKEN },
      payload: JSON.stringify({ long_url: r[0], domain: 'bit.ly' }),
    });
    sh.getRange(i + 2, 3).setValue(JSON.parse(res.getContentText()).link);
  });
}
""",
    "p:bitly",
    syntax="",
)

FAM_H.reg(
    "telegram_deals_bot_python_token",
    ("dealbot/bot.py", "<<org>>/telegram/loot_bot_<<n>>.py"),
    '''"""लूट डील्स बॉट: Amazon/Flipkart की डील चैनल में पोस्ट करता है।"""

from telegram import Bot
from telegram.constants import ParseMode

BOT_TOKEN = "<<cred>>"
CHANNEL = "@<<org>>_loot"


async def post_deal(title: str, price: int, mrp: int, link: str) -> None:
    off = round(100 * (mrp - price) / mrp)
    text = f"🔥 <b>{title}</b>\\n₹{price} (MRP ₹{mrp}, {off}% off)\\n👉 {link}"
    await Bot(BOT_TOKEN).send_message(CHANNEL, text, parse_mode=ParseMode.HTML)
''',
    "p:telegram",
)

FAM_H.reg(
    "wordpress_compose_mysql_password_yaml",
    ("coupon-site/docker-compose.yml", "srv/<<org>>/docker-compose.yaml"),
    """services:
  db:
    image: mariadb:11
    restart: always
    environment:
      MARIADB_DATABASE: '<<org>>'
      MARIADB_USER: '<<org>>'
      MARIADB_PASSWORD: '<<cred>>'
      MARIADB_RANDOM_ROOT_PASSWORD: '1'
    volumes:
      - db:/var/lib/mysql
  wordpress:
    image: wordpress:6.6-php8.2-apache
    restart: always
    ports:
      - '8080:80'
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: '<<org>>'
      WORDPRESS_DB_PASSWORD: '<<cred>>'
      WORDPRESS_DB_NAME: '<<org>>'
volumes:
  db:
""",
    "pw_sq",
)

FAM_H.reg(
    "hindi_notebook_ocr_label_next_line",
    ("Scans/diary_page_<<n>>.txt", "Google Lens/notebook_<<date>>.txt"),
    """<<orgc>> - अकाउंट्स
Cuelinks
ईमेल: <<gmail>>
पासवर्ड:
<<cred>>
Amazon Associates - 2FA पापा के फोन पर
""",
    "human",
    syntax="",
)
