"""Family h: a ferry-and-KTEL bus ticket agency in the Cyclades, Greece (Greek)."""

from __future__ import annotations

from hundredtwentyfourth_spec import Fam

F = Fam(
    name="ktel_praktoreio_ferry_agent",
    key="ktel",
    orgs=("aigaioploes", "kykladestours", "naxosktel"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Νικολάου", "nikolaou"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Καραγιάννης", "karagiannis"),
        ("Βλάχου", "vlachou"),
    ),
    words=(
        "naxos",
        "paros",
        "kyklades",
        "meltemi",
        "thalassa",
        "limani",
        "olympiakos",
        "panathinaikos",
        "ouzo",
        "kalimera",
        "santorini",
        "pireas",
        "amorgos",
        "tinos",
    ),
    pets=("azor", "lucky", "bobos", "zouzou", "rex"),
    cc="+30",
    cities=("Pireas", "Naxos", "Paros", "Rafina", "Lavrio"),
)

# 1 Viber CSV export (Greek)
F.reg(
    "viber_csv_kodikos_ferry_system",
    ("Viber/Viber_<<fa>>_<<date>>.csv", "Documents/viber_praktoreio_<<num>>.csv"),
    """Date,Time,Sender,Phone,Message
<<slash>>,<<time>>,<<first>> <<last>>,<<phone>>,"Καλημέρα, δεν μπαίνω στο σύστημα των πλοίων"
<<slash>>,<<time>>,Πρακτορείο <<org>>,+302285012345,"Χρήστης <<user>> κωδικός <<cred>>"
<<slash>>,<<time>>,<<first>> <<last>>,<<phone>>,"Ευχαριστώ πολύ, μπήκα!"
""",
    "human_x",
)

# 2 ferry reservation (Liknoss-style) XML credentials
F.reg(
    "ferry_reservation_liknoss_xml_credentials",
    ("opt/<<org>>/booking/liknoss-client.xml", "inetpub/<<org>>/App_Data/ferry_api.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<ferryApi>
  <endpoint>https://ws.liknoss.com/BookingService</endpoint>
  <agency code="<<num>><<bus>>" name="<<org>>"/>
  <credentials>
    <username><<org>>_ws</username>
    <password><<cred>></password>
  </credentials>
  <defaultPort><<city>></defaultPort>
</ferryApi>
""",
    "pw_xml",
)

# 3 Viva Wallet Smart Checkout (PHP)
F.reg(
    "viva_wallet_smart_checkout_php",
    ("var/www/<<org>>/inc/viva.php", "public_html/eisitiria/config/viva_wallet.php"),
    """<?php
// Viva Wallet - Smart Checkout (παραγωγή)
$viva = [
    'client_id'     => '<<hex8>>.apps.vivapayments.com',
    'client_secret' => '<<cred>>',
    'source_code'   => '<<bus>><<num>>',
    'token_url'     => 'https://accounts.vivapayments.com/connect/token',
];
""",
    "p:viva",
)

# 4 Greek e-mail with the access code
F.reg(
    "greek_email_kodikos_prosvasis_ktel",
    ("Mail/INBOX/<<date>>_kodikos.eml", "Documents/email/<<user>>_ktel_<<num>>.eml"),
    """From: Γραφείο ΚΤΕΛ <grafeio@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?zprPic60zrnOus+Mz4Igz4DPgc+Mz4POss6xz4POt8+C?=
Date: <<date>> 08:<<num>> +0300
Content-Type: text/plain; charset=UTF-8

Γεια σου <<first>>,

Σου έφτιαξα λογαριασμό στο σύστημα έκδοσης εισιτηρίων ΚΤΕΛ.
Όνομα χρήστη: <<user>>
Κωδικός πρόσβασης: <<cred>>

Καλή σεζόν,
<<org>>, <<city>>
""",
    "human",
)

# 5 myDATA (AADE) e-invoicing .env
F.reg(
    "mydata_aade_einvoice_dotenv",
    ("srv/<<org>>/invoicing/.env", "home/<<user>>/mydata-sync/.env"),
    """MYDATA_ENV=production
MYDATA_USER_ID=<<org>><<num>>
MYDATA_SUBSCRIPTION_KEY=<<cred>>
MYDATA_URL=https://mydatapi.aade.gr/myDATA
AFM=<<bus>><<bus>><<num>>
""",
    "hex:32",
)

# 6 bash history on the ticket-printer Raspberry Pi
F.reg(
    "ticket_printer_pi_smbclient_history",
    ("home/pi/.bash_history", "home/<<user>>/.bash_history"),
    """lpstat -p
sudo systemctl restart cups
smbclient //<<ip>>/eisitiria -U <<user>>%<<cred>> -c 'get deltio_<<date>>.pdf'
lp -d Star_TSP143 deltio_<<date>>.pdf
""",
    "pw_bare",
)

# 7 markdown note with the Wi-Fi code
F.reg(
    "agent_notes_markdown_wifi_kodikos",
    ("Documents/σημειώσεις_γραφείου.md", "Dropbox/<<org>>/notes/limani_<<num>>.md"),
    """# Σημειώσεις γραφείου λιμανιού

* Ώρες: 06:30 - 23:00 (Ιούλιος-Αύγουστος)
* Εκτυπωτής εισιτηρίων: Star TSP143 (USB)
* Router: Cosmote, δωμάτιο πίσω

**Wi-Fi γραφείου**: <<org>>-limani
κωδ: <<cred>>
""",
    "human",
)

# 8 ~/.my.cnf for the reservations MySQL
F.reg(
    "reservations_mysql_my_cnf",
    ("home/<<user>>/.my.cnf", "root/.my.cnf"),
    """[client]
host=<<ip>>
user=kratiseis
password=<<cred>>
database=kratiseis_<<year>>
""",
    "pw",
    syntax="ini",
)
