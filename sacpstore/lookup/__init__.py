"""Looking around a snapshot the way an agent does before it asks for a packet: list files by
glob (``listing``), grep their verified text (``grep``), find where a name is defined and
referenced (``symbols``), outline a file (``outline``). The requests alone (``requests``) need
neither the index nor RE2."""
