# ruff: noqa: E501
"""Family i: a stand-up comedy club in Mumbai (India), Marathi, Hindi and Hinglish."""

from __future__ import annotations

from hundredfifth_spec import Fam, alnum

F = Fam(
    name="standup_comedy_mumbai_marathi",
    orgs=("hasyakatta", "bandrapunchline", "chawlcomedy"),
    tld="in",
    first=(
        "राहुल|rahul",
        "प्रिया|priya",
        "अमित|amit",
        "स्नेहा|sneha",
        "विक्रम|vikram",
        "पूजा|pooja",
        "सौरभ|saurabh",
        "अदिती|aditi",
    ),
    last=(
        "देशमुख|deshmukh",
        "पाटील|patil",
        "शर्मा|sharma",
        "जोशी|joshi",
        "कुलकर्णी|kulkarni",
        "मेहता|mehta",
    ),
    words=(
        "vadapav",
        "bandra",
        "juhu",
        "mumbai",
        "bappa",
        "ganpati",
        "chai",
        "bindaas",
        "jugaad",
        "dadar",
        "marinedrive",
        "cutting",
        "filmy",
        "pavbhaji",
        "kolhapuri",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "coco", "golu"),
    cc="91",
    city="मुंबई",
)

F.reg(
    "mumbaicomedy_razorpay_key_secret_node",
    ("tickets/razorpay.js", "server/<<org>>/payments.js"),
    """const Razorpay = require('razorpay');

// open mic + weekend shows — ticket payments
const rzp = new Razorpay({
  key_id: 'rzp_live_<<kid>>',
  key_secret: '<<cred>>',
});

async function createOrder(amountPaise, showId) {
  return rzp.orders.create({ amount: amountPaise, currency: 'INR', receipt: `show_${showId}` });
}

module.exports = { createOrder };
""",
    "p:razorpay",
    syntax="",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)

F.reg(
    "mumbaicomedy_hinglish_whatsapp_password_mic",
    ("WhatsApp Chat with Open Mic Crew.txt", "chats/<<org>>_crew_<<date>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: bhai insta ka password kya hai? reel upload karna hai aaj raat
<<dmy>>, <<time>> - <<fn2>>: ruk bhejta hu
<<dmy>>, <<time2>> - <<fn2>>: <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: थँक्यू रे 😂 बाप्पा मोरया
""",
    "human",
)

F.reg(
    "mumbaicomedy_instagram_graph_scheduler_env",
    ("reels-scheduler/.env", "scheduler/<<org>>.env"),
    """IG_BUSINESS_ID=1784<<id>><<id>>
META_ACCESS_TOKEN=<<cred>>
POST_TIME=19:30
TZ=Asia/Kolkata
""",
    lambda rng: "EAAG" + alnum(rng, 180),
    syntax="",
)

F.reg(
    "mumbaicomedy_recordings_nas_fstab_cifs",
    ("etc/fstab", "edit-pc/<<org>>_fstab"),
    """# <file system> <mount point> <type> <options> <dump> <pass>
UUID=<<uuid>> / ext4 errors=remount-ro 0 1
//<<ip>>/recordings /mnt/recordings cifs username=<<user>>,password=<<cred>>,uid=1000,iocharset=utf8 0 0
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "mumbaicomedy_marathi_email_password_booking",
    ("mail/<<id>>.eml", "Gmail/sent_<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: बुकिंग पोर्टलचा लॉगिन
Content-Type: text/plain; charset=utf-8

नमस्कार <<fn2>>,

या शनिवारपासून तू शोचे बुकिंग बघणार आहेस. लॉगिन तपशील:
युजरनेम: <<user>>
पासवर्ड: <<cred>>

कृपया पासवर्ड कोणालाही सांगू नकोस.
— <<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "mumbaicomedy_petpooja_bar_pos_yaml",
    ("pos/petpooja.yml", "integrations/<<org>>_petpooja.yaml"),
    """petpooja:
  restaurant_id: "<<id>>"
  app_key: "<<ak>>"
  app_secret: "<<cred>>"
  access_token: "<<at>>"
  sync_menu_every_minutes: 30
""",
    "alnum:40",
    extra=lambda rng, s: {"ak": alnum(rng, 32), "at": alnum(rng, 40)},
)

F.reg(
    "mumbaicomedy_table_tent_wifi_ocr",
    ("scans/table_tent_<<n>>.txt", "ocr/<<org>>_wifi.txt"),
    """HASYA KATTA  ☕  COMEDY • CHAI • CHAOS
WiFi: <<org>>_Guest
<<cred>>
No heckling. Phones on silent.
""",
    "human",
)

F.reg(
    "mumbaicomedy_gst_invoices_mysqldump_crontab",
    ("var/spool/cron/crontabs/root", "backup/<<org>>_crontab.txt"),
    """# GST invoices DB — nightly dump
0 2 * * * mysqldump -h <<ip>> -u gst -p'<<cred>>' invoices | gzip > /backup/invoices_$(date +\\%F).sql.gz
0 4 * * 0 find /backup -name '*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
    syntax="",
)
